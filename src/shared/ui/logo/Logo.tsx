import { useAppConfig } from '@/shared/config';
import './logo.css';

type LogoProps = { height?: number; inverted?: boolean };

/** Brand mark plus name; the name is real text so it scales and reads in screen readers. */
export const Logo = ({ height = 36, inverted = false }: LogoProps) => {
  const brand = useAppConfig().brandName;
  return (
    <span style={{ height }} className={inverted ? 'brand-logo brand-logo--inverted' : 'brand-logo'}>
      <svg width={height} height={height} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className="brand-logo__tile" />
        <path d="M36 6 16 36h14l-4 22 22-32H34z" className="brand-logo__bolt" />
      </svg>
      {/* The name's size follows the mark's height. */}
      <span className="brand-logo__name" style={{ fontSize: Math.round(height * 0.5) }}>
        {brand}
      </span>
    </span>
  );
};
