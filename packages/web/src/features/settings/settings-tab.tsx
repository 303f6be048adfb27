/** The Settings tab until settings land: what it will hold, and that nothing can be changed here yet. */
import { TabPlaceholder } from '../../components/tab-placeholder';

export function SettingsTab({ section }: { section: string | null }) {
  const helpRequested = section === 'help';
  return (
    <TabPlaceholder
      headingId="tab-heading"
      icon="settings"
      title="Settings"
      purpose="Personalization, the health conditions and goals you track, tracking preferences, your account and data export, and the help guides."
      emptyTitle={helpRequested ? 'Help guides are not here yet' : 'No settings to change yet'}
      emptyText={
        helpRequested
          ? 'The guides will live in a Help & Guides section of this tab. Until then, the help assistant (the ? button) answers questions.'
          : 'Nothing is tracked yet, and these settings are not available in this version.'
      }
    />
  );
}
