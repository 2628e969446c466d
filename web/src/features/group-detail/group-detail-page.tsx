import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { GroupDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { GroupDetail, type PurchaseBlock } from './group-detail';
import { GroupGallery } from './group-gallery';
import { PriceLevelTable } from './price-level-table';
import './group-detail.css';
import { paths } from '../../lib/paths';
import { titled } from '../../lib/page-title';
import { formatMoney } from '../../lib/money';
import { useLiveGroups } from '../../components/use-live-groups';
import { useMessage } from '../../lib/message';
import { LazyAlert } from '../../components/lazy-alert';

// Other buyers keep ordering while the page is open. Signed in, the group changes in
// place as they do (a subscription); a guest's page re-reads it this often instead.
const GROUP_POLL_MS = 30_000;

/**
 * The new price when the group passed a level while the page was open
 * (docs/product.md "Live group buying"), else null.
 */
function usePriceDrop(level: number | undefined, price: string | undefined): string | null {
  const seenLevel = useRef<number | undefined>(undefined);
  const [dropped, setDropped] = useState<string | null>(null);
  useEffect(() => {
    if (level === undefined || price === undefined) return;
    if (seenLevel.current !== undefined && level > seenLevel.current) setDropped(price);
    seenLevel.current = level;
  }, [level, price]);
  return dropped;
}

// docs/product.md#screens, #messages: where a group that fails to load sends the shopper.

interface GroupDetailPageProps {
  groupId: string;
  // The add-to-cart control, composed by the route (it belongs to the cart feature);
  // `block` says when the page already knows the group cannot go in this shopper's cart.
  purchase?: (block: PurchaseBlock) => ReactNode;
}

// /product/:id — loads the group, keeps it fresh, and on a failed load shows the error
// and leaves for /app/products (docs/product.md#messages).
export function GroupDetailPage({ groupId, purchase }: GroupDetailPageProps) {
  const message = useMessage();
  const navigate = useNavigate();
  const live = useLiveGroups([groupId]);
  const { data, error } = useQuery(GroupDocument, {
    variables: { id: groupId },
    pollInterval: live ? 0 : GROUP_POLL_MS,
    // Poll errors keep the group on screen; only a page that never loaded gives up.
    notifyOnNetworkStatusChange: false,
  });
  const group = data?.group;
  const failed = Boolean(error) && !group;
  const productName = group?.productName;
  const dropped = usePriceDrop(group?.currentLevel, group?.discountedPrice.amount);

  // The tab names the product (the router's title for this route is only 'Group').
  useEffect(() => {
    if (productName) document.title = titled(productName);
  }, [productName]);

  useEffect(() => {
    if (!failed) return;
    void message.error(errorMessage(error, 'Could not load this group'));
    void navigate(paths.groupFailure, { replace: true });
  }, [failed, error, message, navigate]);

  if (!group) {
    return (
      <div className="group-detail group-detail--loading" aria-busy="true">
        <span className="sr-only" role="status">
          Loading group
        </span>
        <div className="group-gallery__main group-gallery__main--empty" aria-hidden="true" />
      </div>
    );
  }

  return (
    <>
      {dropped !== null && (
        <LazyAlert
          className="group-detail__price-drop"
          type="success"
          showIcon
          role="status"
          title={`Price dropped to ${formatMoney({ amount: dropped })} for everyone`}
        />
      )}
      <GroupDetail
        group={group}
        gallery={<GroupGallery key={group.id} group={group} />}
        levels={<PriceLevelTable group={group} />}
        purchase={purchase}
      />
    </>
  );
}
