import { Link } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { paths } from './paths';

interface HomeLogoLinkProps {
  // The block's own class (its header or footer places the logo).
  className: string;
  // Light text for dark backgrounds (the footer).
  inverted?: boolean;
}

// The logo as the link home, as every header, the auth frame and the footer show it.
export function HomeLogoLink({ className, inverted = false }: HomeLogoLinkProps) {
  return (
    <Link to={paths.home} className={className} aria-label="GroupBuy home">
      <BrandLogo inverted={inverted} />
    </Link>
  );
}
