/** Small stroke icons shared by islands and server components; decorative unless labelled by their control. */
import * as icons from './island-icon';
import * as islandPaths from './paths';
import { pausePath, playPath } from './island-icon';

const paths = {
  heart: islandPaths.heartPath,
  search: islandPaths.searchPath,
  menu: islandPaths.menuPath,
  close: islandPaths.closePath,
  chevron: islandPaths.chevronPath,
  left: icons.leftPath,
  right: icons.rightPath,
  pause: pausePath,
  play: playPath,
  up: islandPaths.upPath,
  check: islandPaths.checkPath,
  alert: islandPaths.alertPath,
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  tag: 'M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4V7zm0 0l9 4 9-4M12 11v10',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  chat: 'M4.5 20l1.2-3.8A8 8 0 1 1 8.6 19L4.5 20zM9 10.5h.01M12 10.5h.01M15 10.5h.01',
  // Content pages: mission, audiences, benefits, order steps.
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  store: 'M3 9l1.5-5h15L21 9M3 9h18M3 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3M5 12v8h14v-8M10 20v-5h4v5',
  home: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  jar: 'M8 3h8v3H8zM7 6h10l1 3v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V9l1-3zM6 12h12',
  nut: 'M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11zM12 8v9',
  cup: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M12 3v3',
  leaf: 'M5 19C5 10 10 5 20 4c0 10-5 15-14 15zM5 19l9-9',
  cake: 'M4 12h16v8H4zM4 16c2 1.5 4 1.5 6 0s4-1.5 6 0 3 1 4 0M8 12V9M12 12V9M16 12V9M8 6v.01M12 6v.01M16 6v.01',
  rocket: 'M12 15l-3-3c1.2-5 4.5-8 11-9-1 6.5-4 9.8-8 12zM9 12H5l2.5-4H12M12 15v4l4-2.5V12M7 17l-3 3',
  printer: 'M6 9V3h12v6M6 18H4v-8h16v8h-2M7 14h10v7H7z',
  sliders: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  headset: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-1.5 2-3 2h-3',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 12l9 5 9-5M3 16l9 5 9-5',
  palette: 'M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M10 7h.01M15 7.5h.01',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `ico ${className}` : 'ico'} width={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
