import { formatMoney } from '../lib/money';
import './group-prices.css';

interface GroupPricesProps {
  price: number;
  discountedPrice: number;
  // The block whose `__original` and `__price` classes size the two prices.
  block: string;
}

// A group's prices as its card and its detail page show them: the list price struck
// through when the current price is lower, then the current price. The hidden words let a
// screen reader say which is which.
export function GroupPrices({ price, discountedPrice, block }: GroupPricesProps) {
  // Compared in cents: float dollars from JSON need not be bit-identical.
  const reduced = Math.round(price * 100) !== Math.round(discountedPrice * 100);
  return (
    <>
      {reduced && (
        <>
          <span className="sr-only">Original price </span>
          <del className={`group-prices__original ${block}__original`}>{formatMoney(price)}</del>
          <span className="sr-only"> Current price </span>
        </>
      )}
      <strong className={`group-prices__current ${block}__price`}>{formatMoney(discountedPrice)}</strong>
    </>
  );
}
