/** Quick Start: what the product is for, the first three things to do, and what each tab does today. */
import { GuideLink, TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Note, Paragraph, Steps, Ui } from '../guide-parts';

export function QuickStartGuide() {
  return (
    <>
      <Paragraph>
        Wellness Tracker keeps your prescriptions, over-the-counter (OTC) medications and supplements in one list, records when you take them, and lets you rate
        how each day went. People use it alongside treatment for attention, anxiety, depression, diabetes and other conditions: after a few weeks of entries you
        can see what seems to help, and bring the facts to your next appointment.
      </Paragraph>

      <GuideSection title="Your first day in three steps">
        <Steps label="First steps">
          <Item>
            <Ui>Add what you take.</Ui> Open the <TabLink tab="supplements" /> and choose one of the add buttons: Prescription, OTC Medication, Supplement,
            Herbal or Homeopathic. Only the name is required; add the remaining supply if you want a warning before you run out. See{' '}
            <GuideLink id="adding-prescriptions" />.
          </Item>
          <Item>
            <Ui>Log your doses.</Ui> On the <TabLink tab="daily" />, press <Ui>Log dose</Ui> on a substance&rsquo;s card each time you take it. When you sit
            down to work, start a focus session.
          </Item>
          <Item>
            <Ui>Save a daily entry.</Ui> In <Ui>New Entry</Ui> at the bottom of the Daily tab, rate your day from 1 to 10 on five sliders, pick mood tags if you
            like, and press <Ui>Save Entry</Ui>. One entry a day is enough; the patterns come from many days.
          </Item>
        </Steps>
      </GuideSection>

      <GuideSection title="What each tab does">
        <Bullets>
          <Item>
            <Ui>Daily</Ui> is where you record today: <Ui>Today&rsquo;s Summary</Ui> (doses taken, focus sessions, total focus time, entries today), dose cards
            for logging, <Ui>Focus Aids &amp; Activities</Ui>, the <Ui>Focus Session</Ui> timer, the <Ui>New Entry</Ui> form and an <Ui>AI Daily Insight</Ui>{' '}
            written from your own entries of the last 14 days.
          </Item>
          <Item>
            <Ui>Substances</Ui> is your inventory. It checks everything in it for known interactions with each other, warns about low supply and expiry, and can
            produce a printable <Ui>Report for your clinician</Ui>.
          </Item>
          <Item>
            <Ui>Analytics</Ui> shows your streak, focus time and productivity trend, and which supplements and focus aids went with your better days, with how
            sure it can be after the days you have recorded. The first figures appear after 3-5 days of entries; whether a supplement goes with better days
            takes a few weeks. See <GuideLink id="understanding-analytics" />.
          </Item>
          <Item>
            <Ui>History</Ui> lists your past entries by day, newest first, with a calendar. Edit or delete an entry, add one you forgot, and correct or remove a
            past dose; a delete can be undone for a few seconds.
          </Item>
          <Item>
            <Ui>Settings</Ui> holds personalization, the health conditions and goals you track, tracking preferences, <Ui>Account &amp; Data</Ui> (where you can
            see every device signed in to your account and sign any of them out) and these guides.
          </Item>
        </Bullets>
      </GuideSection>

      <GuideSection title="Getting help">
        <Paragraph>
          The round <Ui>?</Ui> button at the bottom right of every tab opens the help assistant. It answers from these guides, right in your browser, and its
          buttons take you to the tab it is talking about. For anything the guides do not cover, use <Ui>Contact Support</Ui> under <Ui>Need more help?</Ui> on
          this page.
        </Paragraph>
      </GuideSection>

      <Note title="Not medical advice">
        <p>
          The app records what you enter and points out known interactions; it does not diagnose or prescribe. Talk to your doctor or pharmacist before you
          start, stop or change a medication.
        </p>
      </Note>
    </>
  );
}
