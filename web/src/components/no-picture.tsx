import './no-picture.css';

/** What the placeholder says, shown under its drawing and read as the picture's name. */
export const NO_PICTURE_TEXT = 'No picture yet';

interface NoPictureProps {
  /** 'card' for a listing card's image box, 'page' for the group page's main picture. */
  size: 'card' | 'page';
  /**
   * Hidden from screen readers where a real picture would be too: a listing card's image is
   * decorative (its link already names the product).
   */
  decorative?: boolean;
}

/**
 * Stands in for a group's picture when it has none (issue 40: an empty pale box read as a
 * picture that failed to load): a drawn frame with a landscape and the words 'No picture
 * yet', filling the box the picture would fill. Inline SVG, so it costs no request and no
 * layout shift (docs/decisions.md "Shop and console polish").
 */
export function NoPicture({ size, decorative = false }: NoPictureProps) {
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': NO_PICTURE_TEXT };
  return (
    <span className={`no-picture no-picture--${size}`} {...named}>
      <svg className="no-picture__drawing" viewBox="0 0 48 40" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="15" cy="13" r="4" fill="currentColor" />
        <path d="M6 34 L18 21 L26 28 L33 20 L42 34 Z" fill="currentColor" />
      </svg>
      <span className="no-picture__text" aria-hidden="true">
        {NO_PICTURE_TEXT}
      </span>
    </span>
  );
}
