interface LoadingStateProps {
  /** What is loading, for screen readers ('Loading orders'). */
  label: string;
  /** 'page' stands in for a whole page; 'section' for a panel or a dialog's body. */
  size?: 'page' | 'section';
}

/**
 * The one loading indicator of the shop's screens: the ring the static shell and the route
 * fallback show while the app and a route load (its styles are index.html's, the one place
 * they are written; the box around it is app/styles.css's), centred, with the label announced through a polite status region.
 * Drawn in CSS, so a screen that waits for its data does not first wait for antd's
 * spinner code.
 */
export function LoadingState({ label, size = 'section' }: LoadingStateProps) {
  return (
    <div className={`loading-state loading-state--${size}`} aria-busy="true">
      <span className="boot-shell__spinner loading-state__ring" aria-hidden="true" />
      <span className="sr-only" role="status">
        {label}
      </span>
    </div>
  );
}
