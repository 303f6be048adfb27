/**
 * The text of each guide. Three of them are the static help pages (Understanding Substance
 * Types, Adding a Prescription, Tracking Doses); the other three are written for this product's guide list.
 */
import type { GuideId } from './help-guides';
import { DataExportGuide } from './guides/data-export-guide';
import { QuickStartGuide } from './guides/quick-start-guide';
import { UnderstandingAnalyticsGuide } from './guides/understanding-analytics-guide';
import { AddingPrescriptionPage } from './pages/adding-prescription-page';
import { SubstanceTypesPage } from './pages/substance-types-page';
import { TrackingDosesPage } from './pages/tracking-doses-page';

export function GuideBody({ id }: { id: GuideId }) {
  switch (id) {
    case 'quick-start':
      return <QuickStartGuide />;
    case 'substance-types':
      return <SubstanceTypesPage />;
    case 'adding-prescriptions':
      return <AddingPrescriptionPage />;
    case 'tracking-usage':
      return <TrackingDosesPage />;
    case 'understanding-analytics':
      return <UnderstandingAnalyticsGuide />;
    case 'data-export':
      return <DataExportGuide />;
  }
}
