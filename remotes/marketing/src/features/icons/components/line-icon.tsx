// The marketing pages' stroke icons, drawn on a 24-unit grid. Key features name theirs in the
// database (spec §3: Clock, Mic, ...), so unknown names fall back to a neutral sparkle.
const PATHS = {
  Clock: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M12 7v5l3 2'],
  Mic: ['M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3z', 'M5 11a7 7 0 0014 0', 'M12 18v3'],
  FileText: ['M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 13h6M9 17h6M9 9h2'],
  Brain: ['M9 4a3 3 0 00-3 3 3 3 0 00-2 5 3 3 0 002 5 3 3 0 006 0V4z', 'M15 4a3 3 0 013 3 3 3 0 012 5 3 3 0 01-2 5 3 3 0 01-6 0'],
  Target: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M12 7a5 5 0 100 10 5 5 0 000-10z', 'M12 11a1 1 0 100 2 1 1 0 000-2z'],
  BookOpen: ['M3 5h6a3 3 0 013 3v12a2 2 0 00-2-2H3z', 'M21 5h-6a3 3 0 00-3 3v12a2 2 0 012-2h7z'],
  Calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
  RefreshCw: ['M20 5v5h-5', 'M4 19v-5h5', 'M19 10a7 7 0 00-12.5-3L4 9', 'M5 14a7 7 0 0012.5 3L20 15'],
  Phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z'],
  Globe: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M3 12h18', 'M12 3a14 14 0 010 18M12 3a14 14 0 000 18'],
  Share2: ['M18 3a3 3 0 100 6 3 3 0 000-6zM6 9a3 3 0 100 6 3 3 0 000-6zM18 15a3 3 0 100 6 3 3 0 000-6z', 'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4'],
  Users: ['M9 11a4 4 0 100-8 4 4 0 000 8z', 'M2 21v-1a6 6 0 0112 0v1', 'M16 3.5a4 4 0 010 7.5', 'M18 14a6 6 0 014 6v1'],
  MessageCircle: ['M21 12a8 8 0 01-11.8 7L3 21l2-5.2A8 8 0 1121 12z'],
  MessageSquare: ['M4 4h16v12H8l-4 4z'],
  Mail: ['M3 5h18v14H3z', 'M3 7l9 6 9-6'],
  Link: ['M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1', 'M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1'],
  Home: ['M3 11l9-8 9 8', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  Search: ['M11 4a7 7 0 100 14 7 7 0 000-14z', 'M20 20l-4-4'],
  Key: ['M8 14a4 4 0 100-8 4 4 0 000 8z', 'M11 11l9 9M17 17l2-2M15 15l2-2'],
  Video: ['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3'],
  Wallet: ['M3 7h18v13H3z', 'M3 7l3-4h12v4', 'M16 13h2'],
  Wifi: ['M2 9a15 15 0 0120 0', 'M5 12.5a10 10 0 0114 0', 'M8.5 16a5 5 0 017 0', 'M12 19.5h.01'],
  Shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  Check: ['M5 12l5 5 9-10'],
  Star: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 3 1-6.2L3 9.7l6.2-.9z'],
  Sparkles: ['M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z', 'M19 16l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z'],
  ArrowRight: ['M5 12h14', 'M13 6l6 6-6 6'],
} as const;

export type IconName = keyof typeof PATHS;

const isIconName = (name: string): name is IconName => name in PATHS;

interface Props {
  name: IconName | (string & {});
  size?: number;
  filled?: boolean;
}

/** A decorative icon; the text beside it says what it means. */
export function LineIcon({ name, size = 24, filled = false }: Props) {
  const paths = PATHS[isIconName(name) ? name : 'Sparkles'];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
