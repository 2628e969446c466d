import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { FilterCategoriesDocument } from '../../__generated__/graphql';
import { formatPriceBound } from './price-bound';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  clearSavedPriceRange,
  PRICE_MAX,
  PRICE_MIN,
  savePriceRange,
  useListingPrice,
  withPriceRange,
} from './price-filter';
import { PriceRangeSlider } from './price-range-slider';
import { paths, categoryPath } from '../../lib/paths';

interface FilterPanelProps {
  // The category of /category/:id, highlighted in the tree.
  categoryId?: string;
}

// On phones the panel stacks above the grid; the category tree starts folded there so
// the groups stay near the top.
const NARROW = '(max-width: 749.98px)';

// The listing's left panel (docs/product.md#screens): 'Filter', 'Clear', the category tree and the price
// range slider.
export function FilterPanel({ categoryId }: FilterPanelProps) {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const price = useListingPrice();
  const min = price.min ?? PRICE_MIN;
  const max = Math.min(price.max ?? PRICE_MAX, PRICE_MAX);

  return (
    <aside className="filter-panel" aria-labelledby="filter-panel-title">
      <div className="filter-panel__head">
        <h2 id="filter-panel-title" className="filter-panel__title">
          Filter
        </h2>
        {/* Clear resets the price and goes home (docs/product.md#screens). */}
        <Button
          type="link"
          onClick={() => {
            clearSavedPriceRange();
            void navigate(paths.home);
          }}
        >
          Clear
        </Button>
      </div>
      <CategoryTree currentId={categoryId} />
      {/* Keyed by the URL's range: Clear or Back resets what the handles show. */}
      <PriceRange
        key={`${min}-${max}`}
        initial={[min, max]}
        onComplete={(range) => {
          savePriceRange(range);
          setSearchParams((previous) => withPriceRange(previous, range));
        }}
      />
    </aside>
  );
}

function CategoryTree({ currentId }: { currentId?: string }) {
  const narrow = useMediaQuery(NARROW);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? !narrow;
  // A failed load is silent: the tree just stays empty.
  const { data } = useQuery(FilterCategoriesDocument);

  return (
    <section className="filter-panel__section">
      <h3 className="filter-panel__section-title">
        <button
          type="button"
          className="filter-panel__toggle"
          aria-expanded={open}
          aria-controls="filter-category-tree"
          onClick={() => setToggled(!open)}
        >
          Category
          {open ? <DownOutlined aria-hidden="true" /> : <RightOutlined aria-hidden="true" />}
        </button>
      </h3>
      <ul id="filter-category-tree" className="filter-tree" hidden={!open}>
        {data?.categories.map((category) => (
          <li key={category.id}>
            <CategoryLink id={category.id} name={category.name} currentId={currentId} />
            {category.subCategories.length > 0 && (
              <ul className="filter-tree__subs">
                {category.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <CategoryLink id={sub.id} name={sub.name} currentId={currentId} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryLink({ id, name, currentId }: { id: string; name: string; currentId?: string }) {
  const current = id === currentId;
  return (
    <Link
      to={categoryPath(id)}
      className={current ? 'filter-tree__link filter-tree__link--current' : 'filter-tree__link'}
      aria-current={current ? 'page' : undefined}
    >
      {name}
    </Link>
  );
}

interface PriceRangeProps {
  initial: [number, number];
  onComplete: (range: [number, number]) => void;
}

// The handles move freely; the URL (and so the listing) changes only when a move ends.
function PriceRange({ initial, onComplete }: PriceRangeProps) {
  const [range, setRange] = useState<[number, number]>(initial);

  return (
    <section className="filter-panel__section">
      <h3 className="filter-panel__section-title" id="filter-price-title">
        Price
      </h3>
      <PriceRangeSlider initial={initial} onChange={setRange} onComplete={onComplete} />
      <p className="filter-panel__range" aria-live="polite">
        {formatPriceBound(range[0])} – {formatPriceBound(range[1])}
        {range[1] >= PRICE_MAX ? '+' : ''}
      </p>
    </section>
  );
}
