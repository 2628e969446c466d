import { FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GroupDetail_GroupFragment } from '../../__generated__/graphql';
import { GroupPrices } from '../../components/group-prices';
import { formatDate } from '../../lib/date';
import { mediaUrl } from '../../lib/media';
import { categoryPath } from '../../lib/paths';
import { ShareButton } from './share-button';

/**
 * What the page knows before the click that keeps the group out of this shopper's cart:
 * the id of the note saying why (for the control's `aria-describedby`), or null.
 */
export type PurchaseBlock = { reasonId: string } | null;

interface GroupDetailProps {
  group: GroupDetail_GroupFragment;
  // The gallery and the price-level table, placed by this layout.
  gallery: ReactNode;
  levels: ReactNode;
  // The add-to-cart control (the cart feature's), shown only while the group is open;
  // disabled, with the reason beside it, when the group does not deliver to the shopper.
  purchase?: (block: PurchaseBlock) => ReactNode;
}

const OUT_OF_AREA_NOTE_ID = 'group-detail-out-of-area';

// The group detail (docs/product.md#screens 'Group detail'): name, prices, category, deal end, orders so
// far, status, add-to-cart (hidden once the group is closed), description and documents.
export function GroupDetail({ group, gallery, levels, purchase }: GroupDetailProps) {
  const { productName, description, price, discountedPrice, category, endDate, quantityBooked, status, documents } =
    group;
  const open = status === 'OPEN';

  return (
    <article className="group-detail" aria-labelledby="group-detail-title">
      <div className="group-detail__media">{gallery}</div>
      <div className="group-detail__info">
        <Link to={categoryPath(category.id)} className="group-detail__category">
          {category.name}
        </Link>
        <h1 id="group-detail-title" className="group-detail__title">
          {productName}
        </h1>
        <p className="group-detail__prices">
          <GroupPrices price={price} discountedPrice={discountedPrice} block="group-detail" />
          <span className="group-detail__unit"> per unit</span>
        </p>
        <ShareButton groupId={group.id} productName={productName} />
        <dl className="group-detail__facts">
          <div>
            <dt>Deal Ends On</dt>
            <dd>{formatDate(endDate)}</dd>
          </div>
          <div>
            <dt>Total orders placed by all buyers</dt>
            <dd>{quantityBooked}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              {/* Our own pill, white on a dark tone (at least 4.5:1): antd's green Tag was 3.37:1. */}
              <span className={open ? 'status-pill status-pill--open' : 'status-pill status-pill--closed'}>
                {open ? 'Open' : 'Closed'}
              </span>
            </dd>
          </div>
        </dl>
        {open ? (
          group.deliversToYou === false ? (
            <>
              <OutOfAreaNotice />
              {purchase?.({ reasonId: OUT_OF_AREA_NOTE_ID })}
            </>
          ) : (
            purchase?.(null)
          )
        ) : (
          <ClosedNotice group={group} />
        )}
        {levels}
      </div>
      <section className="group-detail__about" aria-labelledby="group-detail-description">
        <h2 id="group-detail-description" className="group-detail__subtitle">
          Description
        </h2>
        <p className="group-detail__description">{description}</p>
        {documents.length > 0 && (
          <>
            <h2 className="group-detail__subtitle">Documents</h2>
            <ul className="group-detail__documents">
              {documents.map((document) => (
                <li key={document.url}>
                  <a href={mediaUrl(document.url)} target="_blank" rel="noopener noreferrer">
                    <FileTextOutlined aria-hidden="true" /> {document.fileName}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

// Why a closed group has no add-to-cart (docs/product.md#group-lifecycle: closed once its end date
// passes or its booked quantity reaches its maximum; an operator may close it earlier).
export function closedReason(
  group: Pick<GroupDetail_GroupFragment, 'endDate' | 'unitsLeft'>,
  now = new Date(),
): string {
  if (group.unitsLeft === 0) return 'every unit has been booked.';
  if (Date.parse(group.endDate) <= now.getTime()) return `the deal ended on ${formatDate(group.endDate)}.`;
  return 'it no longer takes orders.';
}

// docs/decisions.md 'Area': a group is sold only where it delivers, to one of the shopper's
// addresses. Said before the click, in the words the cart's refusal uses.
function OutOfAreaNotice() {
  return (
    <p id={OUT_OF_AREA_NOTE_ID} className="group-detail__out-of-area" role="note">
      <strong>This group does not deliver to your area</strong>, so it cannot be added to your cart. Only groups listed
      for your ZIP code can be ordered.
    </p>
  );
}

function ClosedNotice({ group }: { group: GroupDetail_GroupFragment }) {
  return (
    <p className="group-detail__closed" role="note">
      <strong>This group is closed</strong>, so it cannot be added to the cart: {closedReason(group)} Its buyers pay the
      price of the level reached.
    </p>
  );
}
