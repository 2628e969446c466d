import { Link } from 'react-router-dom';
import type { GroupCard_GroupFragment } from '../../__generated__/graphql';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';
import { cutText } from '../../lib/text';

// Product names are cut at 40 characters on cards (spec §9).
export const CARD_NAME_MAX = 40;

interface GroupCardProps {
  group: GroupCard_GroupFragment;
}

// One buy group in the listing; the whole card links to its detail page.
export function GroupCard({ group }: GroupCardProps) {
  const { id, productName, price, discountedPrice, imageUrl } = group;
  // Compared in cents: float dollars from JSON need not be bit-identical.
  const reduced = Math.round(price * 100) !== Math.round(discountedPrice * 100);

  return (
    <article className="group-card" aria-label={productName}>
      <Link to={`/product/${id}`} className="group-card__link">
        <div className="group-card__media">
          {imageUrl ? (
            <img src={mediaUrl(imageUrl)} alt="" loading="lazy" decoding="async" width={400} height={300} />
          ) : (
            <span className="group-card__no-image" aria-hidden="true" />
          )}
        </div>
        <div className="group-card__body">
          <h2 className="group-card__name" title={productName}>
            {cutText(productName, CARD_NAME_MAX)}
          </h2>
          <p className="group-card__prices">
            {reduced && (
              <>
                <span className="sr-only">Original price </span>
                <del className="group-card__original">{formatMoney(price)}</del>
                <span className="sr-only"> Current price </span>
              </>
            )}
            <strong className="group-card__price">{formatMoney(discountedPrice)}</strong>
          </p>
        </div>
      </Link>
    </article>
  );
}
