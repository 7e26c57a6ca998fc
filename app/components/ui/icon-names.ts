// The icons of the public pages, by name: those the content names and those of the interface.
// scripts/vite/icon-sprite.ts draws each as a symbol of one SVG sprite (lucide's drawings), and
// `Icon` (icon.tsx) shows it with <use>, so an icon costs no JavaScript. Only types of this
// module reach the browser. The admin keeps lucide-react's components.
import type { IconName as ContentIconName } from '#content/types.ts';

/** The lucide icon drawn for each icon name of the content. */
const contentIcons: Record<ContentIconName, string> = {
  award: 'Award',
  'badge-check': 'BadgeCheck',
  briefcase: 'Briefcase',
  building: 'Building',
  calendar: 'Calendar',
  camera: 'Camera',
  'chef-hat': 'ChefHat',
  'clipboard-check': 'ClipboardCheck',
  clock: 'Clock',
  coffee: 'Coffee',
  compass: 'Compass',
  gem: 'Gem',
  hammer: 'Hammer',
  'hand-coins': 'HandCoins',
  handshake: 'Handshake',
  heart: 'Heart',
  home: 'House',
  key: 'Key',
  layers: 'Layers',
  layout: 'LayoutGrid',
  leaf: 'Leaf',
  lightbulb: 'Lightbulb',
  mail: 'Mail',
  'map-pin': 'MapPin',
  'message-circle': 'MessageCircle',
  monitor: 'Monitor',
  package: 'Package',
  'paint-bucket': 'PaintBucket',
  palette: 'Palette',
  'pencil-ruler': 'PencilRuler',
  phone: 'Phone',
  ruler: 'Ruler',
  'shield-check': 'ShieldCheck',
  sofa: 'Sofa',
  sparkles: 'Sparkles',
  star: 'Star',
  sun: 'Sun',
  timer: 'Timer',
  truck: 'Truck',
  tv: 'Tv',
  users: 'Users',
  wallet: 'Wallet',
  warehouse: 'Warehouse',
  wrench: 'Wrench',
};

/** The lucide icon drawn for each icon of the interface (buttons, menus, dialogs, fields). */
const interfaceIcons = {
  'arrow-left': 'ArrowLeft',
  'arrow-right': 'ArrowRight',
  'arrow-up-right': 'ArrowUpRight',
  calculator: 'Calculator',
  'calendar-clock': 'CalendarClock',
  'calendar-days': 'CalendarDays',
  check: 'Check',
  'chevron-down': 'ChevronDown',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  'circle-check': 'CircleCheck',
  eye: 'Eye',
  'file-question': 'FileQuestionMark',
  'file-text': 'FileText',
  flag: 'Flag',
  'loader-circle': 'LoaderCircle',
  menu: 'Menu',
  'message-square-text': 'MessageSquareText',
  minus: 'Minus',
  'rotate-cw': 'RotateCw',
  search: 'Search',
  'search-x': 'SearchX',
  x: 'X',
} as const;

export type IconName = ContentIconName | keyof typeof interfaceIcons;

/** Every icon of the sprite. */
export const iconComponents: Record<IconName, string> = { ...contentIcons, ...interfaceIcons };
