/**
 * A focus aid's icon wherever an aid is shown (Daily, the entry's picks, History, Analytics): the app's own SVG for a
 * built-in aid, the user's emoji for their own. The API answers every aid with an emoji `icon`, but an emoji is an
 * empty box on a device without an emoji font (issue 34), so a built-in aid is recognised by its flag or its id,
 * never by its emoji, and drawn here. The aid's name is always shown beside the icon, so the icon is decoration.
 */
import type { DefaultFocusAidId } from '@wellness/contract';
import { isDefaultFocusAidId } from '@wellness/contract';
import { Icon, type IconName } from '@/components/icons';

/** Every built-in aid's drawing; a built-in id missing here is a type error and a failing unit test. */
export const BUILT_IN_AID_ICONS: Record<DefaultFocusAidId, IconName> = {
  'default-fidget': 'fidget',
  'default-walk': 'walk',
  'default-standing-desk': 'standing',
  'default-noise-cancelling': 'headphones',
  'default-brown-noise': 'waves',
  'default-instrumental-music': 'music',
  'default-clear-desk': 'broom',
  'default-phone-away': 'phone-off',
  'default-body-doubling': 'users',
  'default-pomodoro': 'timer',
  'default-task-list': 'checklist',
  'default-time-blocking': 'calendar',
  'default-stretch-break': 'stretch',
  'default-water-snack': 'droplet',
  'default-fresh-air': 'tree',
  'default-caffeine': 'coffee',
};

/** The drawing for a built-in aid; the target for a built-in this web build does not know yet; null for the user's own. */
export function builtInAidIcon(aid: { id: string; isDefault?: boolean | undefined }): IconName | null {
  if (isDefaultFocusAidId(aid.id) && aid.isDefault !== false) return BUILT_IN_AID_ICONS[aid.id];
  return aid.isDefault === true ? 'target' : null;
}

interface AidIconProps {
  /** `isDefault` where the answer carries it; entries and analytics name an aid by id alone. */
  aid: { id: string; icon: string; isDefault?: boolean | undefined };
  /** Sizes the SVG; the emoji takes its size from `emojiClassName`'s font size. */
  className?: string;
  emojiClassName?: string;
}

export function AidIcon({ aid, className = 'size-5', emojiClassName = '' }: AidIconProps) {
  const builtIn = builtInAidIcon(aid);
  if (builtIn !== null) {
    return (
      <span aria-hidden="true" data-icon-kind="svg" className="inline-flex shrink-0">
        <Icon name={builtIn} className={className} />
      </span>
    );
  }
  return (
    <span aria-hidden="true" data-icon-kind="emoji" className={`shrink-0 leading-none ${emojiClassName}`}>
      {aid.icon}
    </span>
  );
}
