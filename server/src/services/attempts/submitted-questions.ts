import { answerFromQuestion, readRichText, type Question, type QuestionAnswer } from '@mizan/shared';

/**
 * student/submitexam.php's SPEC payload carries the exam's questions with the
 * seed's answer fields filled in (options[].selected, blanks[].value,
 * stdanswer, …; the table in shared/src/questions/answer.ts). The client
 * holds exam views, whose options may be shuffled, so the fields are read by
 * id (or, for Match and Label, position in the client's own list) and laid
 * over the attempt's snapshot question; answerFromQuestion then reads the
 * answer out. Nothing else of the submitted question is used: its text, marks
 * and any answer key it may claim are ignored. The result still has to pass
 * questionAnswerSchema and validateAnswer like any save.
 */
type Loose = Record<string, unknown>;

const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((item): item is Loose => typeof item === 'object' && item !== null) : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const ticked = (value: unknown): boolean => value === true || value === 'true' || value === 1 || value === '1';

function selectedIds(submitted: Loose): Set<string> {
  return new Set(
    list(submitted.options)
      .filter((option) => ticked(option.selected))
      .map((option) => text(option.id)),
  );
}

/** The snapshot with the submitted answer fields laid over it, or null when the submitted question holds none. */
function overlay(snapshot: Question, submitted: Loose): Question | null {
  switch (snapshot.type) {
    case 'MCQ':
    case 'RIASEC': {
      const selected = selectedIds(submitted);
      return { ...snapshot, options: snapshot.options.map((option) => ({ ...option, selected: selected.has(option.id) })) } as Question;
    }
    case 'TrueOrFalse': {
      const selected = selectedIds(submitted);
      const [truth, falsehood] = snapshot.options;
      return {
        ...snapshot,
        options: [
          { ...truth, selected: selected.has('True') },
          { ...falsehood, selected: selected.has('False') },
        ],
      };
    }
    case 'FillTheBlank': {
      const values = new Map(list(submitted.blanks).map((blank) => [text(blank.id), text(blank.value)]));
      return { ...snapshot, blanks: snapshot.blanks.map((blank) => ({ ...blank, value: values.get(blank.id) ?? '' })) };
    }
    case 'VideoComponent':
    case 'AudioComponent':
      return { ...snapshot, mediaBlobUrl: text(submitted.mediaBlobUrl) };
    case 'OrderComponent': {
      if (!Array.isArray(submitted.options)) return null;
      const order = list(submitted.options).map((option) => text(option.id));
      const byId = new Map(snapshot.options.map((option) => [option.id, option]));
      const ordered = order.flatMap((id) => {
        const option = byId.get(id);
        byId.delete(id);
        return option ? [option] : [];
      });
      // Options the client left out keep their place after the ones it ordered; validateAnswer then sees a full order.
      return { ...snapshot, options: [...ordered, ...byId.values()] };
    }
    case 'MatchQComponent': {
      const matched = Array.isArray(submitted.matchedPossibleAnswers) ? submitted.matchedPossibleAnswers : [];
      const byOption = new Map(list(submitted.options).map((option, index) => [text(option.id), text(matched[index])]));
      return { ...snapshot, matchedPossibleAnswers: snapshot.options.map((option) => byOption.get(option.id) ?? '') };
    }
    case 'LabelQComponent': {
      const placed = Array.isArray(submitted.placedOptions) ? submitted.placedOptions : [];
      const byLabel = new Map(list(submitted.labels).map((label, index) => [text(label.id), text(placed[index])]));
      return { ...snapshot, placedOptions: snapshot.labels.map((label) => byLabel.get(label.id) ?? '') };
    }
    case 'EssayComponent':
      return submitted.stdanswer === undefined ? null : { ...snapshot, stdanswer: readRichText(submitted.stdanswer) };
    case 'FileUploadEnhanced':
      return {
        ...snapshot,
        files: list(submitted.files).map((file) => ({
          data: text(file.data),
          type: text(file.type),
          name: text(file.name),
          id: text(file.id),
        })),
      };
    case 'ImageHighlight':
      return { ...snapshot, qstImageAfterDrawing: text(submitted.qstImageAfterDrawing) };
    case 'Numerical':
      return { ...snapshot, value: text(submitted.value), unit: text(submitted.unit) };
  }
}

/** The answer a seed-style submitted question holds, read against the attempt's snapshot question. */
export function answerFromSubmittedQuestion(snapshot: Question, submitted: Loose): QuestionAnswer | null {
  const laid = overlay(snapshot, submitted);
  return laid ? answerFromQuestion(laid) : null;
}
