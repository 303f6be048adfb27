/**
 * Dose schedules end to end against the real API (issue 30): add a prescription with a schedule whose time was a
 * few minutes ago, see it due at the top of the Daily tab, take it with one tap, see "Taken at …", then see it
 * counted in the card's adherence line and listed in the Substances tab's Schedule view; at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { SubstancesPage } from './support/substances-page.js';
import { localTimeFromNow, ScheduleSection, TodaysDoses, usClock } from './support/schedules-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

describe('dose schedules', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`schedules a dose, takes it with one tap and shows adherence at ${viewport.width} px`, async () => {
      const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, `schedules-${viewport.width}`);
      const { page } = await harness.newContext(viewport);
      const shell = await signInThroughUi(page, user);

      // A prescription with one dose a day, three minutes ago: due now.
      await shell.openTab('Substances');
      const substances = new SubstancesPage(page);
      const form = await substances.openAdd('Prescription');
      await substances.fill(form, { Name: 'Sertraline', Dosage: '50', Unit: 'mg', 'Remaining supply': '30' });
      const schedule = new ScheduleSection(form);
      await schedule.kind('At set times').check();
      // Checked as the contract checks it, inline, keeping what was typed.
      await form.getByRole('button', { name: /^Remove dose 1/ }).click();
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await visible(form.getByText('Add at least one time of day', { exact: true }));
      expect(await form.getByLabel(/^Name/).first().inputValue()).toBe('Sertraline');
      await form.getByRole('button', { name: 'Add a time' }).click();
      const time = await localTimeFromNow(page, -3);
      await schedule.setOnlyTime(time);
      expect(await form.getByLabel(/^Amount per dose/).inputValue()).toBe('50');
      await substances.submit(form);
      await visible(substances.card('Sertraline'));

      // Due at the top of the Daily tab.
      await shell.openTab('Daily');
      const doses = new TodaysDoses(page);
      await visible(doses.section());
      // Above every other section of the tab.
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Number.NaN;
      expect(await top('section#scheduled-doses')).toBeLessThan(await top('[data-testid="quick-actions"]'));
      const row = doses.row('Sertraline', time);
      await visible(row.getByText('Due now', { exact: true }));
      await visible(row.getByText('50 mg', { exact: false }));

      // One tap (a second one in quick succession changes nothing), then "Taken at …".
      const take = doses.take(row);
      await take.click();
      await take.click({ timeout: 2_000 }).catch(() => undefined);
      await visible(row.getByText(/^Taken at \d{1,2}:\d{2}\s?(AM|PM)$/));
      expect(await doses.take(row).count()).toBe(0);
      await visible(doses.section().getByText('1 of 1 taken today'));

      // Adherence on the card, and one dose off the supply.
      await shell.openTab('Substances');
      const card = substances.card('Sertraline');
      await visible(card.getByText(/^Taken 1 of 1 scheduled dose in 30 days \(100\s%\)$/));
      await visible(card.getByText('29 left', { exact: true }));

      // The Schedule view lists it with its time.
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Schedule' }).click();
      const scheduled = page.getByRole('list', { name: 'Scheduled substances' }).getByRole('article', { name: 'Sertraline' });
      await visible(scheduled.getByText(new RegExp(`^${usClock(time)}, every day$`)));
      await visible(scheduled.getByRole('button', { name: 'Edit the schedule of Sertraline' }));
    });
  }

  it('turns the form into Edit once the item is saved and only its schedule failed, and saves the schedule on retry', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'schedules-partial');
    const { page } = await harness.newContext(DESKTOP);
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    const form = await substances.openAdd('Prescription');
    await substances.fill(form, { Name: 'Lisinopril', Dosage: '10', Unit: 'mg' });
    const schedule = new ScheduleSection(form);
    await schedule.kind('At set times').check();
    await schedule.setOnlyTime('08:00');

    // The item is kept; its schedule's save fails once.
    let refused = 0;
    await page.route('**/api/schedules/*', async (route) => {
      if (route.request().method() !== 'PUT' || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' });
    });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    // It has an id now: the same dialog edits it, in title and button.
    const editing = await visible(substances.dialog('Edit Prescription'));
    await visible(editing.getByText(/^Lisinopril was saved, but not its schedule\./));
    await visible(editing.getByRole('button', { name: 'Update', exact: true }));
    expect(await editing.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);

    await substances.submit(editing, 'Update');
    expect(refused).toBe(1);
    // One item, with its schedule.
    await visible(substances.card('Lisinopril'));
    expect(await substances.card('Lisinopril').count()).toBe(1);
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Schedule' }).click();
    const scheduled = page.getByRole('list', { name: 'Scheduled substances' }).getByRole('article', { name: 'Lisinopril' });
    await visible(scheduled.getByText(/^8:00\s?AM, every day$/));
  });
});
