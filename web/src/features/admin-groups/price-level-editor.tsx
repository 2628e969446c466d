import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { levelCountError, levelErrors, MAX_LEVELS, nextLevelDraft, type LevelDraft } from './level-rules';

interface Props {
  levels: LevelDraft[];
  listPriceCents: number | null;
  maxQuantity: number | null;
  disabled?: boolean;
  onChange: (levels: LevelDraft[]) => void;
}

// The price levels as rows of "up to N units: $X", each row's problems shown as it is
// typed (level-rules.ts): quantities rising up to the maximum, prices below the list price
// and never rising, 1 to 20 rows.
export function PriceLevelEditor({ levels, listPriceCents, maxQuantity, disabled, onChange }: Props) {
  const errors = levelErrors(levels, listPriceCents, maxQuantity);
  const countError = levelCountError(levels.length);
  const set = (index: number, change: Partial<LevelDraft>) =>
    onChange(levels.map((level, i) => (i === index ? { ...level, ...change } : level)));

  return (
    <fieldset className="price-levels" disabled={disabled}>
      <legend>Price levels</legend>
      <p className="price-levels__hint">
        Level 1 applies from the first unit up to its quantity; each next level starts one unit above the previous one.
      </p>
      <ol className="price-levels__rows">
        {levels.map((level, index) => {
          const row = index + 1;
          return (
            <li key={index} className="price-levels__row">
              <span className="price-levels__label">Level {row}</span>
              <label className="price-levels__field">
                <span>Up to units</span>
                <Input
                  aria-label={`Level ${row} quantity`}
                  inputMode="numeric"
                  value={level.quantity}
                  status={errors[index]?.quantity ? 'error' : undefined}
                  onChange={(event) => set(index, { quantity: event.target.value })}
                />
                {errors[index]?.quantity && <span className="price-levels__error">{errors[index].quantity}</span>}
              </label>
              <label className="price-levels__field">
                <span>Unit price ($)</span>
                <Input
                  aria-label={`Level ${row} price`}
                  inputMode="decimal"
                  value={level.price}
                  status={errors[index]?.price ? 'error' : undefined}
                  onChange={(event) => set(index, { price: event.target.value })}
                />
                {errors[index]?.price && <span className="price-levels__error">{errors[index].price}</span>}
              </label>
              <Button
                aria-label={`Remove level ${row}`}
                icon={<DeleteOutlined />}
                disabled={disabled || levels.length === 1}
                onClick={() => onChange(levels.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      {countError && <p className="price-levels__error">{countError}</p>}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || levels.length >= MAX_LEVELS}
        onClick={() => onChange([...levels, nextLevelDraft(levels)])}
      >
        Add level
      </Button>
      {levels.length >= MAX_LEVELS && <span className="price-levels__hint"> At most {MAX_LEVELS} levels.</span>}
    </fieldset>
  );
}
