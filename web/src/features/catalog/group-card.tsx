import { Link } from 'react-router-dom';
import type { GroupCard_GroupFragment } from '../../__generated__/graphql';
import { GroupPrices } from '../../components/group-prices';
import { NoPicture } from '../../components/no-picture';
import { mediaUrl } from '../../lib/media';
import { cutText } from '../../lib/text';
import { productPath } from '../../lib/paths';
import { exactEndText, isClosingSoon, timeLeftText } from './deal-timing';
import { levelProgress } from './level-progress';
import { useClock } from './use-clock';

// Product names are cut at 40 characters on cards (docs/product.md#constants-and-limits).
const CARD_NAME_MAX = 40;

interface GroupCardProps {
  group: GroupCard_GroupFragment;
  /**
   * The card is in the first screenful: its image loads at once (not lazily), the very
   * first one ahead of everything else, since it is the page's largest paint on a phone.
   */
  priority?: 'first' | 'above-fold';
}

// One buy group in the listing; the whole card links to its detail page. Every part has a
// fixed place and height (docs/product.md#what-a-buyer-sees), so the grid never shifts when a
// price, the progress or the time left changes.
export function GroupCard({ group, priority }: GroupCardProps) {
  const { id, productName, price, discountedPrice, imageUrl, endDate } = group;
  const now = useClock();
  const progress = levelProgress(group);
  const progressId = `group-card-progress-${id}`;

  return (
    <article className="group-card" aria-label={productName}>
      <Link to={productPath(id)} className="group-card__link">
        <div className="group-card__media">
          {imageUrl ? (
            <img
              src={mediaUrl(imageUrl)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority === 'first' ? 'high' : 'auto'}
              decoding="async"
              width={400}
              height={300}
            />
          ) : (
            <NoPicture size="card" decorative />
          )}
          {isClosingSoon(endDate, now) && <span className="group-card__closing">Closing soon</span>}
        </div>
        <div className="group-card__body">
          <h2 className="group-card__name" title={productName}>
            {cutText(productName, CARD_NAME_MAX)}
          </h2>
          <p className="group-card__prices">
            <GroupPrices price={price} discountedPrice={discountedPrice} block="group-card" />
          </p>
          <div className="group-card__progress">
            {progress && (
              <>
                <div
                  className="group-card__bar"
                  role="progressbar"
                  aria-labelledby={progressId}
                  aria-valuemin={0}
                  aria-valuemax={progress.goal}
                  aria-valuenow={progress.value}
                >
                  <span
                    className="group-card__bar-fill"
                    style={{ width: `${Math.min(100, (progress.value / progress.goal) * 100)}%` }}
                  />
                </div>
                <p id={progressId} className="group-card__progress-text">
                  {progress.text}
                </p>
              </>
            )}
          </div>
          <p className="group-card__ends">
            <time dateTime={endDate}>{timeLeftText(endDate, now)}</time>
            {/* The exact end: read by screen readers, shown as a tip on hover and keyboard focus. */}
            <span className="group-card__ends-exact">{exactEndText(endDate)}</span>
          </p>
        </div>
      </Link>
    </article>
  );
}
