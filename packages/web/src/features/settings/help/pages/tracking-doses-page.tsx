/**
 * Static help page "Tracking Doses": logging doses, sessions and daily entries on the Daily tab,
 * and what the daily, analytics and history views make of them (the last two are described as not built yet).
 */
import { GuideLink, TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Note, Paragraph, Steps, Ui } from '../guide-parts';

export function TrackingDosesPage() {
  return (
    <>
      <Paragraph>
        Everything you track is recorded on the <TabLink tab="daily" />: each dose as you take it, focus sessions while you work, and one entry that rates the
        day. Together they are what the summary, the insight, History and Analytics are built from.
      </Paragraph>

      <GuideSection title="Log a dose">
        <Steps label="Logging a dose">
          <Item>
            On the Daily tab, find the substance in <Ui>Today&rsquo;s Supplements</Ui>. Every type appears there, prescriptions and OTC medications included;
            the search box above the cards finds one by name, brand or category.
          </Item>
          <Item>
            Press <Ui>Log dose</Ui> when you take it. The time is recorded, the button shows <Ui>Logged</Ui> for two seconds, and one is taken off the remaining
            supply when you track it.
          </Item>
          <Item>
            Today&rsquo;s doses are listed on the card. Logged one by mistake? Remove it from that list (you are asked first) and the supply is given back.
          </Item>
        </Steps>
        <Paragraph>
          <Ui>History</Ui> on a card shows that substance&rsquo;s doses over the last 7, 30, 90 or 365 days. A substance whose supply reaches 0 leaves
          Today&rsquo;s Supplements until you enter a new supply in the <TabLink tab="supplements" />.
        </Paragraph>
      </GuideSection>

      <GuideSection title="Time a focus session">
        <Paragraph>
          In <Ui>Focus Session</Ui>, choose the session type (boring task, interesting task, meeting, reading, creative work or admin work) and the planned
          minutes, then press <Ui>Start</Ui>. <Ui>Pause</Ui> and <Ui>Resume</Ui> as needed; paused time does not count. <Ui>Stop</Ui> saves the session. One
          session runs at a time, and it keeps running if you close the page.
        </Paragraph>
        <Paragraph>
          In <Ui>Focus Aids &amp; Activities</Ui>, tap the aids you used today (instrumental music, a short walk, a Pomodoro timer…) to add them to your next
          entry. <Ui>Edit</Ui> hides the ones you never use; <Ui>Add custom aid</Ui> creates your own.
        </Paragraph>
      </GuideSection>

      <GuideSection title="Rate your day">
        <Steps label="Saving a daily entry">
          <Item>
            In <Ui>New Entry</Ui>, keep the entry type <Ui>Full Tracking</Ui> to rate the day. (<Ui>Supplement only</Ui> and <Ui>Session only</Ui> record what
            you took or a session without ratings.)
          </Item>
          <Item>
            Move the five sliders, each from 1 to 10: <Ui>Overall Rating</Ui>, <Ui>Focus Level</Ui>, <Ui>Task Initiation</Ui>, <Ui>Restlessness</Ui> (here 1 is
            calm and 10 very restless, the other way round from the rest) and <Ui>Productivity</Ui>.
          </Item>
          <Item>
            To record what you took, switch Today&rsquo;s Supplements to <Ui>Select for entry</Ui> and tick them; the aids you tapped are added too. Pick any{' '}
            <Ui>Mood</Ui> tags and write notes if you like.
          </Item>
          <Item>
            Press <Ui>Save Entry</Ui>. If every slider is still at 5, the app asks whether you really mean that before saving.
          </Item>
        </Steps>
        <Paragraph>
          There is no separate effectiveness score to fill in for each dose: how well something works is read from these daily ratings, by comparing days you
          took it with days you did not.
        </Paragraph>
      </GuideSection>

      <GuideSection title="Where your records show up">
        <Bullets>
          <Item>
            <Ui>Daily</Ui>: <Ui>Today&rsquo;s Summary</Ui> counts today&rsquo;s doses, focus sessions, total focus time and entries as you go, and the{' '}
            <Ui>AI Daily Insight</Ui> is written from your entries of the last 14 days.
          </Item>
          <Item>
            <Ui>History</Ui> lists your entries by day, newest first, with filters for type, date range, text and mood tags, and a calendar. There you can
            correct a past entry or dose, or add one you forgot.
          </Item>
          <Item>
            <Ui>Analytics</Ui> turns them into trends and compares your days with and without each supplement. See <GuideLink id="understanding-analytics" />.
          </Item>
        </Bullets>
      </GuideSection>

      <Note title="Give it time">
        <p>Track for 2 to 4 weeks before judging whether something helps: meaningful patterns need that many days.</p>
      </Note>
    </>
  );
}
