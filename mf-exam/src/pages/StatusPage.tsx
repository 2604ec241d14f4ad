import { ConfigProvider, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BRAND_NAME,
  applicantText,
  STATUS_CODE_REQUIRED_CODE,
  STATUS_LINK_OR_CODE_WRONG_CODE,
  STATUS_LINK_UNKNOWN,
  STATUS_TOKEN_PATTERN,
  familyMessage,
  familyText,
  type DeclineReason,
  type FamilyLanguage,
  type FamilyPageData,
} from '@mizan/shared';
import { ApiError, applicantApi, useDocumentDirection, useDocumentTitle } from '@mizan/shared/browser';
import { useDialogs } from '../components/dialogs';
import { AccessCodeForm } from '../components/family/AccessCodeForm';
import { DecisionCard } from '../components/family/DecisionCard';
import { FindResultForm } from '../components/family/FindResultForm';
import { LanguageSwitch } from '../components/family/LanguageSwitch';
import { ResultsList } from '../components/family/ResultsList';
import { PageProblem } from '../components/PageProblem';
import { familySession } from '../state/family-session';

type Screen =
  | { kind: 'loading' }
  | { kind: 'code'; problem: string | null }
  | { kind: 'problem'; message: string }
  | { kind: 'page'; page: FamilyPageData };

const CODE_REFUSALS = new Set([STATUS_CODE_REQUIRED_CODE, STATUS_LINK_OR_CODE_WRONG_CODE]);
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * The family's page, /status/{token} (docs/decisions.md "The family's page"):
 * every round's decision with Accept / Decline while an offer is open, the
 * released results with their links, and what happens next; in the
 * applicant's language, or the one picked here. Asks for the access code
 * first where codes are in use.
 */
export function StatusPage({ token }: { token: string }) {
  const modal = useDialogs();
  const picked = familySession.language();
  const [lang, setLang] = useState<FamilyLanguage>(picked ?? 'En');
  const languagePicked = useRef(picked !== null);
  const code = useRef(familySession.code(token));
  const [screen, setScreen] = useState<Screen>(
    STATUS_TOKEN_PATTERN.test(token) ? { kind: 'loading' } : { kind: 'problem', message: STATUS_LINK_UNKNOWN },
  );
  const [busy, setBusy] = useState(false);
  const words = familyText(lang);
  const direction = lang === 'Ar' ? 'rtl' : 'ltr';
  useDocumentDirection(direction);
  useDocumentTitle(screen.kind === 'page' ? `${words.pageTitle}: ${screen.page.name}` : words.pageTitle);

  const show = useCallback((page: FamilyPageData) => {
    if (!languagePicked.current) setLang(page.lang);
    setScreen({ kind: 'page', page });
  }, []);

  const load = useCallback(async () => {
    try {
      show((await applicantApi.call('familyStatus', { token, code: code.current })).data);
    } catch (error) {
      if (error instanceof ApiError && error.code !== null && CODE_REFUSALS.has(error.code)) {
        const hadCode = code.current !== undefined;
        code.current = undefined;
        familySession.forgetCode(token);
        setScreen({ kind: 'code', problem: hadCode ? error.message : null });
        return;
      }
      setScreen({ kind: 'problem', message: messageOf(error) });
    }
  }, [token, show]);

  useEffect(() => {
    if (STATUS_TOKEN_PATTERN.test(token)) void load();
  }, [token, load]);

  const pickLanguage = (next: FamilyLanguage) => {
    languagePicked.current = true;
    familySession.keepLanguage(next);
    setLang(next);
  };

  async function typed(given: string) {
    code.current = given;
    familySession.keepCode(token, given);
    setBusy(true);
    await load();
    setBusy(false);
  }

  async function respond(roundId: number, accept: boolean, reason?: DeclineReason) {
    setBusy(true);
    try {
      const answer = await applicantApi.call('respondToOffer', { token, code: code.current, roundId, accept, reason });
      show(answer.data);
      if (answer.msg) modal.success({ title: familyMessage(answer.msg, lang), okText: applicantText(direction).ok });
    } catch (error) {
      modal.error({ title: familyMessage(messageOf(error), lang), okText: applicantText(direction).ok });
      await load();
    } finally {
      setBusy(false);
    }
  }

  const accept = (roundId: number) =>
    modal.confirm({
      title: words.acceptConfirm,
      okText: words.yesAccept,
      cancelText: words.cancel,
      onOk: () => respond(roundId, true),
    });

  return (
    <ConfigProvider direction={direction}>
      <main dir={direction} lang={lang === 'Ar' ? 'ar' : 'en'} style={{ maxWidth: 560, margin: '0 auto', padding: '16px 16px 48px' }}>
        <Flex justify="space-between" align="center" gap={8} wrap="wrap">
          <Typography.Text type="secondary" strong>
            {BRAND_NAME}
          </Typography.Text>
          <LanguageSwitch lang={lang} label={words.languageSwitch} onChange={pickLanguage} />
        </Flex>
        {screen.kind === 'loading' && (
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin aria-label={words.loading} />
          </div>
        )}
        {screen.kind === 'problem' && (
          <>
            <PageProblem status="warning" title={familyMessage(screen.message, lang)} />
            <FindResultForm lang={lang} accessCodes={null} />
          </>
        )}
        {screen.kind === 'code' && (
          <>
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {words.codeTitle}
            </Typography.Title>
            <AccessCodeForm words={words} busy={busy} problem={screen.problem && familyMessage(screen.problem, lang)} onCode={typed} />
          </>
        )}
        {screen.kind === 'page' && (
          <>
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              <bdi>{words.hello(screen.page.name)}</bdi>
            </Typography.Title>
            <section aria-labelledby="family-decisions">
              <Typography.Title level={2} id="family-decisions" style={{ fontSize: 19 }}>
                {words.decisionsTitle}
              </Typography.Title>
              {screen.page.decisions.length === 0 && (
                <p>
                  {words.noDecisions} {words.next.waitForDecision}
                </p>
              )}
              {screen.page.decisions.map((decision) => (
                <DecisionCard
                  key={decision.roundId}
                  decision={decision}
                  words={words}
                  lang={lang}
                  busy={busy}
                  onAccept={accept}
                  onDecline={(roundId, reason) => void respond(roundId, false, reason)}
                />
              ))}
            </section>
            <ResultsList page={screen.page} words={words} />
          </>
        )}
      </main>
    </ConfigProvider>
  );
}
