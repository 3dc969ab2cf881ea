/** The brand mark: a tea leaf over rolling hills. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#1f5f3f" />
      <path d="M5 30c4-8 8-11 13-11 4 0 8 3 17 11z" fill="#8cc084" />
      <path d="M5 33c6-5 11-6 16-5s9 3 14 5v2H5z" fill="#5e9e4f" />
      <path d="M21 7c6 2.5 7.5 8 4.2 13.5C19.7 19 17 14.7 21 7z" fill="#eaf4e2" />
      <path d="M21.4 10.5c.9 3.2 1.7 6 3.4 9" stroke="#1f5f3f" strokeWidth="1" fill="none" strokeLinecap="round" />
    </svg>
  );
}
