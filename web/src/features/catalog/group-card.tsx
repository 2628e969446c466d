import { Link } from 'react-router-dom';
import type { GroupCard_GroupFragment } from '../../__generated__/graphql';
import { GroupPrices } from '../../components/group-prices';
import { mediaUrl } from '../../lib/media';
import { cutText } from '../../lib/text';
import { productPath } from '../../lib/paths';

// Product names are cut at 40 characters on cards (docs/product.md#constants-and-limits).
const CARD_NAME_MAX = 40;

interface GroupCardProps {
  group: GroupCard_GroupFragment;
}

// One buy group in the listing; the whole card links to its detail page.
export function GroupCard({ group }: GroupCardProps) {
  const { id, productName, price, discountedPrice, imageUrl } = group;

  return (
    <article className="group-card" aria-label={productName}>
      <Link to={productPath(id)} className="group-card__link">
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
            <GroupPrices price={price} discountedPrice={discountedPrice} block="group-card" />
          </p>
        </div>
      </Link>
    </article>
  );
}
