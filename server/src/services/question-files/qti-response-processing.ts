import { escapeXml } from './xml-document';

/*
 * Response processing written out in full rather than through 1EdTech's
 * templates: match_correct scores 1 and map_response reads RESPONSE only, so
 * neither can give a mark other than 1 nor score an item with several
 * responses. Every item here scores between 0 and its MAXSCORE (the mark).
 */

const setScore = (expression: string) => `<qti-set-outcome-value identifier="SCORE">${expression}</qti-set-outcome-value>`;
const float = (value: number) => `<qti-base-value base-type="float">${Number(value.toFixed(6))}</qti-base-value>`;

/** The whole mark when the response equals the correct response, else 0. */
export function allOrNothing(identifier = 'RESPONSE'): string {
  return (
    '<qti-response-processing><qti-response-condition><qti-response-if>' +
    `<qti-match><qti-variable identifier="${identifier}"/><qti-correct identifier="${identifier}"/></qti-match>` +
    `${setScore('<qti-variable identifier="MAXSCORE"/>')}</qti-response-if>` +
    `<qti-response-else>${setScore(float(0))}</qti-response-else>` +
    '</qti-response-condition></qti-response-processing>'
  );
}

/** The sum of each response's mapped value (each mapping is bounded, so the sum stays within the mark). */
export function mappedSum(identifiers: readonly string[]): string {
  const maps = identifiers.map((identifier) => `<qti-map-response identifier="${identifier}"/>`);
  return `<qti-response-processing>${setScore(maps.length === 1 ? maps[0] : `<qti-sum>${maps.join('')}</qti-sum>`)}</qti-response-processing>`;
}

/** A number within a tolerance of one of the accepted values, the best credit first; the share of the mark that answer earns. */
export function numericalProcessing(
  answers: readonly { value: string; tolerance: string; toleranceMode: 'absolute' | 'relative'; credit: number }[],
  mark: number,
): string {
  const branches = [...answers]
    .sort((a, b) => b.credit - a.credit)
    .map((answer, index) => {
      const tolerance = Number(answer.tolerance) || 0;
      const test =
        `<qti-equal tolerance-mode="${tolerance === 0 ? 'exact' : answer.toleranceMode}"${tolerance === 0 ? '' : ` tolerance="${tolerance} ${tolerance}"`}>` +
        `<qti-variable identifier="RESPONSE"/>${float(Number(answer.value))}</qti-equal>`;
      const element = index === 0 ? 'qti-response-if' : 'qti-response-else-if';
      return `<${element}>${test}${setScore(float((mark * answer.credit) / 100))}</${element}>`;
    });
  return `<qti-response-processing><qti-response-condition>${branches.join('')}<qti-response-else>${setScore(float(0))}</qti-response-else></qti-response-condition></qti-response-processing>`;
}

/** A response declaration; `mapping` gives each key its value, bounded below by 0 and above by `upper`. */
export function responseDeclaration(
  identifier: string,
  cardinality: string,
  baseType: string,
  correct: readonly string[],
  mapping?: { entries: readonly { key: string; value: number }[]; upper: number },
): string {
  const value = (text: string) => `<qti-value>${escapeXml(text)}</qti-value>`;
  const map = mapping
    ? `<qti-mapping default-value="0" lower-bound="0" upper-bound="${Number(mapping.upper.toFixed(6))}">${mapping.entries
        .map((entry) => `<qti-map-entry map-key="${escapeXml(entry.key)}" mapped-value="${Number(entry.value.toFixed(6))}"/>`)
        .join('')}</qti-mapping>`
    : '';
  const correctResponse = correct.length > 0 ? `<qti-correct-response>${correct.map(value).join('')}</qti-correct-response>` : '';
  return `<qti-response-declaration identifier="${identifier}" cardinality="${cardinality}" base-type="${baseType}">${correctResponse}${map}</qti-response-declaration>`;
}
