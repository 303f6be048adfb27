/**
 * The few FHIR R4 shapes the export writes, typed as far as the builders need (type aliases, so the route's loose
 * schema takes them); the test validates the result
 * against the official FHIR R4 JSON schema, which is the authority.
 */

export type Reference = {
  reference: string;
};

export type Coding = {
  system: string;
  code: string;
  display?: string;
};

export type CodeableConcept = {
  coding?: Coding[];
  text?: string;
};

export type Quantity = {
  value: number;
  unit?: string;
  system?: string;
  code?: string;
};

export type Period = {
  start: string;
  end?: string;
};

export type Dosage = {
  text: string;
  doseAndRate?: { doseQuantity: Quantity }[];
};

export type Patient = {
  resourceType: 'Patient';
  id: string;
  name?: { text: string }[];
};

/** FHIR R4 MedicationStatement.status values the export uses. */
export type MedicationStatementStatus = 'active' | 'completed' | 'intended' | 'unknown';

export type MedicationStatement = {
  resourceType: 'MedicationStatement';
  id: string;
  status: MedicationStatementStatus;
  partOf?: Reference[];
  medicationCodeableConcept: CodeableConcept;
  subject: Reference;
  effectiveDateTime?: string;
  effectivePeriod?: Period;
  informationSource: Reference;
  note?: { text: string }[];
  dosage: Dosage[];
};

export type Observation = {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectivePeriod: Period;
  performer: Reference[];
  valueQuantity?: Quantity;
  valueBoolean?: boolean;
  referenceRange?: { low: Quantity; high: Quantity; text: string }[];
  note?: { text: string }[];
};

export type Resource = Patient | MedicationStatement | Observation;

export type BundleEntry = {
  fullUrl: string;
  resource: Resource;
};

export type Bundle = {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: BundleEntry[];
};
