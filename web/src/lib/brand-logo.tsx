// The shop's logo: a mark (a price line falling as the group grows) and the word mark.
const BRAND_NAME = 'GroupBuy';

interface BrandLogoProps {
  // Light text for dark backgrounds (the footer).
  inverted?: boolean;
  size?: number;
}

export function BrandLogo({ inverted = false, size = 32 }: BrandLogoProps) {
  return (
    <span
      className="brand-logo"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, lineHeight: 1 }}
      aria-label={BRAND_NAME}
      role="img"
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#0f7b63" />
        <circle cx="9" cy="10" r="3" fill="#fff" />
        <circle cx="16" cy="10" r="3" fill="#fff" opacity="0.85" />
        <circle cx="23" cy="10" r="3" fill="#fff" opacity="0.7" />
        <path
          d="M6 17.5l7 4.5 5-3 8 5.5"
          fill="none"
          stroke="#f26b3a"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M26 24.5l.2-4.2-3.6 2.1z" fill="#f26b3a" />
      </svg>
      <span
        className="brand-logo__word"
        aria-hidden="true"
        style={{
          fontWeight: 800,
          fontSize: size * 0.66,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : '#16212b',
        }}
      >
        Group<span style={{ color: '#f26b3a' }}>Buy</span>
      </span>
    </span>
  );
}
