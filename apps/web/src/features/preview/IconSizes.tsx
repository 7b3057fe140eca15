/** The app icon at the sizes the kit renders it for: home screen (180 px), 64 px, browser tab (32 px), favicon (16 px). */
import { useId } from 'react';
import { cx } from '../../shared/cx';

const ICON_SIZES = [
  { size: 180, use: 'home screen' },
  { size: 64, use: 'app list' },
  { size: 32, use: 'browser tab' },
  { size: 16, use: 'favicon' },
] as const;

export function IconSizes({ src, brandName, dark }: { src: string; brandName: string; dark: boolean }) {
  const label = useId();
  const muted = dark ? '#CBD5E1' : '#475569';
  return (
    <div className="flex flex-col items-center gap-3">
      <p id={label} className="text-xs font-medium uppercase tracking-wider" style={{ color: muted }}>
        At real size
      </p>
      <ul aria-labelledby={label} data-testid="icon-sizes" className="flex flex-wrap items-end justify-center gap-x-6 gap-y-4">
        {ICON_SIZES.map(({ size, use }) => (
          <li key={size} className="flex flex-col items-center gap-2">
            <img
              src={src}
              alt={`${brandName} app icon at ${size} px, ${use}`}
              width={size}
              height={size}
              data-testid={`icon-${size}`}
              // Home-screen sizes get the platform's rounded mask; tab and favicon sizes are drawn square.
              className={cx('block shrink-0', size >= 64 && 'rounded-[22%] shadow-md')}
              style={{ width: size, height: size }}
            />
            <span className="text-xs font-medium tabular-nums" style={{ color: muted }} aria-hidden="true">
              {size} px
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
