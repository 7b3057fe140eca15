/** Answers the product's object schemas from a design by property name, at any nesting depth. */
import type { DesignSummary } from './design-summary';

/** The values a design can give, by the property names the product's schemas use. */
function valuesOf(design: DesignSummary): Record<string, unknown> {
  return {
    positioning: design.strategy.positioning,
    strategyText: design.strategy.positioning,
    concepts: design.strategy.concepts,
    selectedConcept: design.strategy.selectedConcept,
    rationale: design.strategy.rationale,
    brandRationale: design.strategy.rationale,
    ...design.colors,
    // Beyond spec §7's four hex strings: the named colours, grounds and contrast pairs, when a schema asks for them.
    ...design.palette,
    ...design.typography,
    altText: design.altText,
  };
}

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  required?: unknown;
}

function fill(schema: ObjectSchema, values: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null || typeof schema.properties !== 'object' || schema.properties === null)
    return undefined;
  const result: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(schema.properties)) {
    if (name in values) result[name] = values[name];
    else {
      const nested = fill(child as ObjectSchema, values);
      if (nested) result[name] = nested;
    }
  }
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (Object.keys(result).length === 0 || required.some((name) => !(name in result))) return undefined;
  return result;
}

/** The object for `schema`, or undefined when the schema asks for something the engine does not design. */
export function answerSchema(schema: Record<string, unknown>, design: DesignSummary): Record<string, unknown> | undefined {
  return fill(schema as ObjectSchema, valuesOf(design));
}

/** True for a schema that asks for the strategy (so a configured text model may write it instead). */
export function isStrategySchema(schema: Record<string, unknown>): boolean {
  const properties = (schema as ObjectSchema).properties;
  return typeof properties === 'object' && properties !== null && 'positioning' in properties && 'rationale' in properties;
}
