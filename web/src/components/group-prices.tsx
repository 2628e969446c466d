import { centsOf, formatMoney, type MoneyAmount } from '../lib/money';
import './group-prices.css';

interface GroupPricesProps {
  price: MoneyAmount;
  discountedPrice: MoneyAmount;
  // The block whose `__original` and `__price` classes size the two prices.
  block: string;
}

// A group's prices as its card and its detail page show them: the list price struck
// through when the current price is lower, then the current price. The hidden words let a
// screen reader say which is which.
export function GroupPrices({ price, discountedPrice, block }: GroupPricesProps) {
  const reduced = centsOf(price) !== centsOf(discountedPrice);
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
