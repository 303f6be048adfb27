/**
 * Exporting Your Data: where export lives (Settings › Account & Data), what it offers (JSON or CSV,
 * the date ranges, which records), restoring a JSON backup, and the printable clinician report for an appointment.
 * The described product's help claimed download links that expire and export mails; this product's export is a
 * direct download, so those claims are left out (docs/decisions.md).
 */
import { TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Paragraph, Ui } from '../guide-parts';

export function DataExportGuide() {
  return (
    <>
      <Paragraph>
        Your data is yours. The app is built so that you can take everything you record with you at any time, in open formats, with no fees.
      </Paragraph>

      <GuideSection title="Where to find it">
        <Paragraph>
          Open <Ui>Settings › Account &amp; Data</Ui> and use <Ui>Data Export</Ui>. Choose the format, the range and what to include, then press{' '}
          <Ui>Export data</Ui>.
        </Paragraph>
      </GuideSection>

      <GuideSection title="What export offers">
        <Bullets>
          <Item>
            Two formats: <Ui>JSON</Ui>, a complete copy that programs can read back, and <Ui>CSV</Ui>, which opens in any spreadsheet.
          </Item>
          <Item>A date range: the last 7, 30 or 90 days, the last year, or everything.</Item>
          <Item>Which records to include: daily entries, substances, focus aids and focus sessions.</Item>
          <Item>The file downloads straight to your device, named after the range and the day you exported it.</Item>
        </Bullets>
      </GuideSection>

      <GuideSection title="Restoring a backup">
        <Paragraph>
          A JSON export of everything for all time is a full backup. <Ui>Import</Ui> in the same screen shows what a file holds before you confirm, writes
          nothing if anything in it is wrong, and never adds a record twice, so importing the same file again is safe.
        </Paragraph>
      </GuideSection>

      <GuideSection title="Before an appointment">
        <Paragraph>
          Export 2-4 weeks before an appointment, once you have tracked that long, so your clinician has something to look at. Today you can already print your
          substance list with its interaction warnings: open the <TabLink tab="supplements" /> and press <Ui>Report for your clinician</Ui>.
        </Paragraph>
      </GuideSection>
    </>
  );
}
