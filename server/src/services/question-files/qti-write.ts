import { markValue, plainText, type Question } from '@mizan/shared';
import type { ExportEntry } from './export-source';
import { itemParts, type ItemParts } from './qti-item-parts';
import { escapeXml } from './xml-document';
import { packZip } from './zip-package';

const ITEM_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
/**
 * A question's feedback (shown whatever the answer) as modal feedback whose
 * outcome holds its identifier from the start: a player shows it after any
 * response, and no processing has to set it (essays have none).
 */
const GENERAL_FEEDBACK = 'GENERAL_FEEDBACK';
const FEEDBACK_OUTCOME = `<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"><qti-default-value><qti-value>${GENERAL_FEEDBACK}</qti-value></qti-default-value></qti-outcome-declaration>`;

const language = (question: Question) => (/[\u0600-\u06ff]/.test(question.headertxt || plainText(question.header)) ? 'ar' : 'en');

function itemXml(question: Question, parts: ItemParts, identifier: string): string {
  const lang = language(question);
  const zero = '<qti-default-value><qti-value>0</qti-value></qti-default-value>';
  const feedback = question.feedback
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${ITEM_NS}" identifier="${identifier}" title="${escapeXml(question.headertxt.replace(/\s+/g, ' ').trim().slice(0, 255) || question.type)}" adaptive="false" time-dependent="false" xml:lang="${lang}">`,
    ...parts.declarations,
    `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"${parts.human ? ' external-scored="human"' : ''}>${zero}</qti-outcome-declaration>`,
    `<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${markValue(question.totalMark)}</qti-value></qti-default-value></qti-outcome-declaration>`,
    ...(feedback ? [FEEDBACK_OUTCOME] : []),
    `<qti-item-body${lang === 'ar' ? ' dir="rtl"' : ''}>${parts.body}</qti-item-body>`,
    parts.processing,
    ...(feedback
      ? [
          `<qti-modal-feedback outcome-identifier="FEEDBACK" show-hide="show" identifier="${GENERAL_FEEDBACK}"><qti-content-body>${feedback}</qti-content-body></qti-modal-feedback>`,
        ]
      : []),
    '</qti-assessment-item>',
    '',
  ].join('\n');
}

function lom(entry: ExportEntry): string {
  const keywords = entry.tags.map((tag) => `<imsmd:keyword><imsmd:string>${escapeXml(tag)}</imsmd:string></imsmd:keyword>`).join('');
  const subject = entry.subject
    ? `<imsmd:classification><imsmd:purpose><imsmd:source>LOMv1.0</imsmd:source><imsmd:value>discipline</imsmd:value></imsmd:purpose><imsmd:taxonPath><imsmd:taxon><imsmd:entry><imsmd:string>${escapeXml(entry.subject)}</imsmd:string></imsmd:entry></imsmd:taxon></imsmd:taxonPath></imsmd:classification>`
    : '';
  return keywords || subject
    ? `<metadata><imsmd:lom>${keywords ? `<imsmd:general>${keywords}</imsmd:general>` : ''}${subject}</imsmd:lom></metadata>`
    : '';
}

/** The questions as a QTI 3.0 package (zip: imsmanifest.xml and an item file each); types without an interaction are counted in `skipped`. */
export function writeQtiPackage(entries: readonly ExportEntry[]): { zip: Uint8Array; skipped: number } {
  const files = new Map<string, string>();
  const resources: string[] = [];
  let skipped = 0;
  entries.forEach((entry, index) => {
    const parts = itemParts(entry.question);
    if (!parts) {
      skipped += 1;
      return;
    }
    const identifier = `item-${index + 1}-${entry.question.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
    const href = `items/${identifier}.xml`;
    files.set(href, itemXml(entry.question, parts, identifier));
    resources.push(
      `<resource identifier="${identifier}" type="imsqti_item_xmlv3p0" href="${href}">${lom(entry)}<file href="${href}"/></resource>`,
    );
  });
  const manifest = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM" identifier="mizan-export">',
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>',
    '<organizations/>',
    `<resources>${resources.join('')}</resources>`,
    '</manifest>',
    '',
  ].join('\n');
  return { zip: packZip(new Map([['imsmanifest.xml', manifest], ...files])), skipped };
}
