import type { Examples, FieldValues, OpenCase } from '../engine/definition';
import type { Technique } from '../engine/techniques';
import type { Localized } from '../../i18n/localized';

/**
 * Cases of a challenge whose inputs fall into named partitions (`partitionOf` gives each input exactly one):
 * a case is found by any input of its partition, never by one magic value.
 */
export const partitionCases =
  <Partition extends string>(partitionOf: (values: FieldValues) => Partition) =>
  (partition: Partition, technique: Technique, text: Localized, ...examples: Examples): OpenCase => ({
    technique,
    text,
    matches: (values) => partitionOf(values) === partition,
    examples,
  });
