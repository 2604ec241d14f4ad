import { Button, Flex, Tag, Typography } from 'antd';
import Card from 'antd/es/card';
import { useState } from 'react';
import { nextStepFor, offerIsOpen, type DeclineReason, type FamilyDecisionView, type FamilyLanguage, type FamilyText } from '@mizan/shared';
import { formatDeadline } from '../../state/family-session';
import { DeclineForm } from './DeclineForm';

const STATE_COLOURS: Partial<Record<FamilyDecisionView['state'], string>> = {
  offered: 'blue',
  accepted: 'green',
  enrolled: 'green',
  waitlisted: 'gold',
  declined: 'default',
  expired: 'red',
  not_admitted: 'red',
};

interface DecisionCardProps {
  decision: FamilyDecisionView;
  words: FamilyText;
  lang: FamilyLanguage;
  busy: boolean;
  onAccept: (roundId: number) => void;
  onDecline: (roundId: number, reason: DeclineReason) => void;
}

/** One round: the decision, the school, the deadline or waitlist position, Accept / Decline while the offer is open, and what happens next. */
export function DecisionCard({ decision, words, lang, busy, onAccept, onDecline }: DecisionCardProps) {
  const [declining, setDeclining] = useState(false);
  const open = offerIsOpen(decision, new Date());
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="family-decision">
      <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0 }}>
        <bdi>{decision.roundName}</bdi>
      </Typography.Title>
      <p style={{ margin: '0 0 8px' }}>
        {words.stateLabel}: <Tag color={STATE_COLOURS[decision.state]}>{words.states[decision.state]}</Tag>
      </p>
      {decision.schoolName && (
        <p style={{ margin: '0 0 8px' }}>
          {words.school}: <bdi>{decision.schoolName}</bdi>
        </p>
      )}
      {decision.state === 'waitlisted' && decision.waitlistPosition !== null && (
        <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{words.waitlistPosition(decision.waitlistPosition)}</p>
      )}
      {decision.offerDeadline && (
        <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{words.deadline(formatDeadline(decision.offerDeadline, lang))}</p>
      )}
      <p style={{ margin: 0 }}>{words.next[nextStepFor(decision, new Date())]}</p>
      {open && !declining && (
        <Flex wrap gap={8} style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy} onClick={() => onAccept(decision.roundId)}>
            {words.accept}
          </Button>
          <Button danger onClick={() => setDeclining(true)}>
            {words.decline}
          </Button>
        </Flex>
      )}
      {open && declining && (
        <DeclineForm
          words={words}
          busy={busy}
          onCancel={() => setDeclining(false)}
          onDecline={(reason) => onDecline(decision.roundId, reason)}
        />
      )}
    </Card>
  );
}
