import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGroupQuery } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { GroupDetail } from './group-detail';
import { GroupGallery } from './group-gallery';
import { PriceLevelTable } from './price-level-table';
import './group-detail.css';
import { paths } from '../../lib/paths';
import { titled } from '../../lib/page-title';

// Other buyers keep ordering while the page is open: the booked quantity, current level
// and price are re-read this often.
const GROUP_POLL_MS = 30_000;

// docs/product.md#screens, #messages: where a group that fails to load sends the shopper.

interface GroupDetailPageProps {
  groupId: string;
  // The add-to-cart control, composed by the route (it belongs to the cart feature).
  purchase?: ReactNode;
}

// /product/:id — loads the group, keeps it fresh, and on a failed load shows the error
// and leaves for /app/products (docs/product.md#messages).
export function GroupDetailPage({ groupId, purchase }: GroupDetailPageProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data, error } = useGroupQuery({
    variables: { id: groupId },
    pollInterval: GROUP_POLL_MS,
    // Poll errors keep the group on screen; only a page that never loaded gives up.
    notifyOnNetworkStatusChange: false,
  });
  const group = data?.group;
  const failed = Boolean(error) && !group;
  const productName = group?.productName;

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
    <GroupDetail
      group={group}
      gallery={<GroupGallery key={group.id} group={group} />}
      levels={<PriceLevelTable group={group} />}
      purchase={purchase}
    />
  );
}
