import { Typography } from 'antd';
import { InfoPage } from '../components/InfoPage';

const { Paragraph, Title } = Typography;

/** /dashboard/terms: the few rules that come with a staff account. */
export function TermsPage() {
  return (
    <InfoPage title="Terms">
      <Paragraph>
        Your Mizan account is given to you by your school group for your work with assessments and admissions. By using it you agree to the
        following.
      </Paragraph>
      <Title level={4}>Your account</Title>
      <Paragraph>
        Keep your password to yourself and sign out on shared computers. Tell your administrator at once if you think someone else has used
        your account.
      </Paragraph>
      <Title level={4}>Applicants&apos; information</Title>
      <Paragraph>
        Use applicants&apos; details, answers and results only for admissions and teaching, never share them outside the school group, and
        print reports only when you need them.
      </Paragraph>
      <Title level={4}>Fair assessment</Title>
      <Paragraph>
        Grade on the answers given, record feedback you would be comfortable showing the applicant, and do not share an assessment&apos;s
        questions or answers before it closes.
      </Paragraph>
      <Paragraph type="secondary">Your school group may add its own rules; its administrator can tell you about them.</Paragraph>
    </InfoPage>
  );
}
