import { FileTextOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GroupDetail_GroupFragment } from '../../__generated__/graphql';
import { formatDate } from '../../lib/date';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';

interface GroupDetailProps {
  group: GroupDetail_GroupFragment;
  // The gallery and the price-level table, placed by this layout.
  gallery: ReactNode;
  levels: ReactNode;
  // The add-to-cart control (the cart feature's), shown only while the group is open.
  purchase?: ReactNode;
}

// The group detail (spec §2 'Group detail'): name, prices, category, deal end, orders so
// far, status, add-to-cart (hidden once the group is closed), description and documents.
export function GroupDetail({ group, gallery, levels, purchase }: GroupDetailProps) {
  const { productName, description, price, discountedPrice, category, endDate, quantityBooked, status, documents } =
    group;
  // Compared in cents: float dollars from JSON need not be bit-identical.
  const reduced = Math.round(price * 100) !== Math.round(discountedPrice * 100);
  const open = status === 'OPEN';

  return (
    <article className="group-detail" aria-labelledby="group-detail-title">
      <div className="group-detail__media">{gallery}</div>
      <div className="group-detail__info">
        <Link to={`/category/${category.id}`} className="group-detail__category">
          {category.name}
        </Link>
        <h1 id="group-detail-title" className="group-detail__title">
          {productName}
        </h1>
        <p className="group-detail__prices">
          {reduced && (
            <>
              <span className="sr-only">Original price </span>
              <del className="group-detail__original">{formatMoney(price)}</del>
              <span className="sr-only"> Current price </span>
            </>
          )}
          <strong className="group-detail__price">{formatMoney(discountedPrice)}</strong>
          <span className="group-detail__unit"> per unit</span>
        </p>
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
              <Tag color={open ? 'green' : 'default'}>{open ? 'Open' : 'Closed'}</Tag>
            </dd>
          </div>
        </dl>
        {open && purchase}
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
