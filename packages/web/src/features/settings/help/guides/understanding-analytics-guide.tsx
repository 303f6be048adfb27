/**
 * Understanding Analytics: what the Analytics tab shows, how much data patterns need (3 to 5 days to
 * appear, week 1 / weeks 2-3 / week 4+, 2 to 4 weeks for meaningful patterns), the correlation bands, and how the
 * supplement comparison states its size, its interval and the days behind it.
 */
import { GuideLink, TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Note, Paragraph, Ui } from '../guide-parts';

const TIMELINE: ReadonlyArray<{ when: string; what: string }> = [
  { when: 'Days 3-5', what: 'The first figures appear: streak, focus time, average ratings.' },
  { when: 'Week 1', what: 'Basic data: enough to see what a normal day looks like for you.' },
  { when: 'Weeks 2-3', what: 'Patterns: which days go better, and what you did on them.' },
  { when: 'Week 4+', what: 'Reliable trends: comparisons you can take to your clinician.' },
];

const BANDS: ReadonlyArray<{ range: string; meaning: string }> = [
  { range: '0.8-1.0', meaning: 'Very strong' },
  { range: '0.6-0.8', meaning: 'Strong' },
  { range: '0.4-0.6', meaning: 'Moderate' },
  { range: '0.0-0.4', meaning: 'Weak or none' },
];

export function UnderstandingAnalyticsGuide() {
  return (
    <>
      <GuideSection title="What Analytics shows">
        <Paragraph>
          The <TabLink tab="analytics" /> has two parts. <Ui>Overview</Ui>, for the period you choose (the last 7, 30 or 90 days, the last year, or all time):
        </Paragraph>
        <Bullets>
          <Item>Your current streak of days with entries, today&rsquo;s focus time and a productivity score with its trend.</Item>
          <Item>The focus aids that went with your most productive days (the top five).</Item>
          <Item>Weekly trends: entries, average productivity and focus time for each day of the week, as a chart and a table.</Item>
          <Item>
            For each supplement or medication you logged doses of, your productivity on days you took it compared with days you did not: the size of the
            difference, its interval, the days on each side and a conclusion in words. Every supplement is weighed on every rating at once, and a claim is shown
            only if it holds after accounting for all those comparisons (the table says how many). <Ui>How to read this</Ui> under the table explains each part.
          </Item>
        </Bullets>
        <Paragraph>
          <Ui>Supplement Timeline</Ui> charts any of your ratings and focus times day by day beside the days you took a supplement (or shows them as a table),
          opens <Ui>Get AI Insights</Ui> for that supplement, and can compare every supplement on the ratings that matter for one of your tracked conditions.
        </Paragraph>
      </GuideSection>

      <GuideSection title="How much data it needs">
        <Paragraph>
          Analytics compare days with each other, so they need days to compare. Save one entry a day (see <GuideLink id="tracking-usage" />) and expect:
        </Paragraph>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">What analytics can tell you as your data grows</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-900">
              <th scope="col" className="py-2 pr-4 font-semibold">
                After
              </th>
              <th scope="col" className="py-2 font-semibold">
                What you can expect
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {TIMELINE.map((row) => (
              <tr key={row.when} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap text-slate-900">
                  {row.when}
                </th>
                <td className="py-2">{row.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Paragraph>
          In short: track for 2 to 4 weeks before drawing conclusions. A new supplement needs days without it as well as days with it before any comparison
          means something.
        </Paragraph>
      </GuideSection>

      <GuideSection title="Reading a relationship">
        <Paragraph>When two things move together, such as a supplement and your focus rating, the strength of the link is a number between 0 and 1:</Paragraph>
        <table className="w-full max-w-sm border-collapse text-left text-sm">
          <caption className="sr-only">How strong a relationship is</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-900">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Strength
              </th>
              <th scope="col" className="py-2 font-semibold">
                Reads as
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {BANDS.map((band) => (
              <tr key={band.range} className="border-b border-slate-100">
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{band.range}</td>
                <td className="py-2">{band.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Paragraph>
          Every comparison says how many days it rests on, and says it is too early, or inconclusive, when the days cannot tell. A strong link is still not
          proof that one thing causes the other: a good week at work can lift both your mood and your focus.
        </Paragraph>
      </GuideSection>

      <Note title="Before changing a treatment">
        <p>Use what you see as a starting point for a conversation with your doctor or pharmacist, not as a reason to change a medication on your own.</p>
      </Note>
    </>
  );
}
