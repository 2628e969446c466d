import { LandingPage } from '../../features/landing/landing-page';
import { Footer } from '../../layout/footer';

// Visitors' home: landing page and the footer (no antd in this chunk).
export default function LandingRoute() {
  return (
    <div className="page-shell">
      <LandingPage />
      <Footer />
    </div>
  );
}
