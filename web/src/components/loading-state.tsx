import { Spin } from 'antd';
import './loading-state.css';

interface LoadingStateProps {
  /** What is loading, for screen readers ('Loading orders'). */
  label: string;
  /** 'page' stands in for a whole page; 'section' for a panel or a dialog's body. */
  size?: 'page' | 'section';
}

/**
 * The one loading indicator of the shop's screens: antd's spinner, centred, with the
 * label announced through a polite status region. (The route fallback in app/ is a CSS
 * dot instead, so a route's first paint does not wait for antd.)
 */
export function LoadingState({ label, size = 'section' }: LoadingStateProps) {
  return (
    <div className={`loading-state loading-state--${size}`} aria-busy="true">
      <Spin size={size === 'page' ? 'large' : 'medium'} />
      <span className="sr-only" role="status">
        {label}
      </span>
    </div>
  );
}
