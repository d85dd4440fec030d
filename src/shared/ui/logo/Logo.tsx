import { getConfig } from '@/shared/config';

type LogoProps = { height?: number; inverted?: boolean };

/** Brand mark plus name; the name is real text so it scales and reads in screen readers. */
export const Logo = ({ height = 36, inverted = false }: LogoProps) => {
  const brand = getConfig().brandName;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height }} className="brand-logo">
      <svg width={height} height={height} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#3677E0'} />
        <path d="M36 6 16 36h14l-4 22 22-32H34z" fill="#F7A600" />
      </svg>
      <span
        style={{
          fontWeight: 700,
          fontSize: Math.round(height * 0.5),
          color: inverted ? '#ffffff' : 'inherit',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        {brand}
      </span>
    </span>
  );
};
