import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { AdminPager_PageInfoFragment } from '../__generated__/graphql';
import type { AdminPageRequest } from '../lib/admin-paging';
import './admin-pager.css';

interface Props {
  /** The page's place in its list; undefined while the first answer loads. */
  pageInfo: AdminPager_PageInfoFragment | undefined;
  /** Rows the list's filters match on every page (`totalCount`). */
  total: number;
  /** The list's noun for its count ("3 documents", "1 return"). */
  noun: string;
  plural?: string;
  onPage: (request: AdminPageRequest) => void;
}

/**
 * The paging under a console table, by cursor (docs/decisions.md "The console's lists by
 * cursor"): the whole list's count in its own noun, and Previous and Next, each enabled
 * only while rows lie that way. Previous asks for the rows just before this page's first
 * row, Next for those just after its last, so rows that arrive or leave meanwhile never
 * make a row show twice or go missing.
 */
export function AdminPager({ pageInfo, total, noun, plural = `${noun}s`, onPage }: Props) {
  const { hasPreviousPage = false, hasNextPage = false, startCursor, endCursor } = pageInfo ?? {};
  return (
    <nav className="admin-pager" aria-label={`Pages of ${plural}`}>
      <span className="admin-pager__count" aria-live="polite">
        {total} {total === 1 ? noun : plural}
      </span>
      <span className="admin-pager__buttons">
        <Button
          icon={<LeftOutlined />}
          disabled={!hasPreviousPage || !startCursor}
          onClick={() => startCursor && onPage({ before: startCursor })}
        >
          Previous
        </Button>
        <Button
          icon={<RightOutlined />}
          iconPlacement="end"
          disabled={!hasNextPage || !endCursor}
          onClick={() => endCursor && onPage({ after: endCursor })}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
