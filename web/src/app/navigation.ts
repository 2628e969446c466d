// Navigation for code outside React (the Apollo error link). app.tsx points it at the
// router; until then, or in a test, it falls back to a full page load.
let navigate: (to: string) => void = (to) => window.location.assign(to);

export function setAppNavigate(next: (to: string) => void): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
