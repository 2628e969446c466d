import { useState, type CSSProperties } from 'react';
import { formatPriceBound } from './price-bound';
import { PRICE_MAX, PRICE_MIN } from './price-filter';

const STEP = 10;

interface PriceRangeSliderProps {
  initial: [number, number];
  /** The range as the handles move. */
  onChange: (range: [number, number]) => void;
  /** The range once a move ends (pointer released, key let go). */
  onComplete: (range: [number, number]) => void;
}

// The listing's two-handle price slider: two native range inputs on one track
// (docs/decisions.md "The price slider is two native range inputs"). The browser gives each
// handle its keyboard, touch and screen-reader behaviour; neither handle passes the other.
export function PriceRangeSlider({ initial, onChange, onComplete }: PriceRangeSliderProps) {
  const [range, setRange] = useState<[number, number]>(initial);
  const [low, high] = range;

  const move = (next: [number, number]) => {
    setRange(next);
    onChange(next);
  };
  const complete = () => {
    if (low !== initial[0] || high !== initial[1]) onComplete(range);
  };
  // Each handle stops at the other.
  const handles = [
    { label: 'Minimum price', value: low, moved: (value: number): [number, number] => [Math.min(value, high), high] },
    { label: 'Maximum price', value: high, moved: (value: number): [number, number] => [low, Math.max(value, low)] },
  ];
  const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
  // The filled part of the track, between the handles.
  const fill = { '--range-from': `${percent(low)}%`, '--range-to': `${percent(high)}%` } as CSSProperties;

  return (
    <div className="price-slider" style={fill} onPointerUp={complete} onKeyUp={complete}>
      {handles.map((handle) => (
        <input
          key={handle.label}
          type="range"
          className="price-slider__handle"
          aria-label={handle.label}
          aria-valuetext={formatPriceBound(handle.value)}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={STEP}
          value={handle.value}
          onChange={(event) => move(handle.moved(Number(event.target.value)))}
        />
      ))}
    </div>
  );
}
