import { Typography } from 'antd';
import type { AssessmentLang } from '@mizan/shared';
import { NETWORK_WORDS } from '../../state/network-words';
import { useAssessmentNetworksQuery } from '../../state/networks-api';

/** The control room's line saying which networks the attempts may come from (nothing while it loads or if it cannot). */
export function RoomNetworks({ examId, lang }: { examId: number; lang: AssessmentLang }) {
  const words = NETWORK_WORDS[lang];
  const { data: networks } = useAssessmentNetworksQuery(examId, { refetchOnMountOrArgChange: true });
  if (networks === undefined) return null;
  return (
    <Typography.Paragraph data-testid="room-networks" style={{ marginBottom: 12 }}>
      {networks.length === 0 ? (
        words.anywhere
      ) : (
        <>
          {words.onlyFrom}{' '}
          {networks.map((network, index) => (
            <span key={network}>
              {index > 0 && ', '}
              <Typography.Text code dir="ltr">
                {network}
              </Typography.Text>
            </span>
          ))}
        </>
      )}
    </Typography.Paragraph>
  );
}
