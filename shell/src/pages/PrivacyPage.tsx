import { Typography } from 'antd';
import { InfoPage } from '../components/InfoPage';

const { Paragraph, Title } = Typography;

/** /dashboard/privacy: what Mizan keeps about whom, said plainly. */
export function PrivacyPage() {
  return (
    <InfoPage title="Privacy policy">
      <Paragraph>
        Mizan is run by your school group on its own server. The school group decides who gets an account and how long records are kept;
        questions about your data go to its administrator.
      </Paragraph>
      <Title level={4}>What is stored</Title>
      <Paragraph>
        For staff: display name, username, role, permissions and a hashed password (never the password itself). For applicants: the details
        entered when they apply (name, national ID, contact details, school and marks), their answers to assessments, including any
        recordings or files they upload, scores, reviewer feedback and interview ratings. Changes to applicants, grades and user accounts
        are logged with who made them and when.
      </Paragraph>
      <Title level={4}>Who can see it</Title>
      <Paragraph>
        Only signed-in staff, and each of them only what their permissions allow (for example, only staff with User Management can see
        accounts). Applicants see their own assessment and, after grading, their own results.
      </Paragraph>
      <Title level={4}>In your browser</Title>
      <Paragraph>
        Signing in sets three cookies, which keep you signed in: until you close the browser, or longer if you chose &lsquo;Remember
        Me&rsquo;. <Typography.Text code>quiztoken</Typography.Text> proves who you are and no script can read it;{' '}
        <Typography.Text code>quizsession</Typography.Text> tells the pages your name and permissions to draw the menu, and{' '}
        <Typography.Text code>quizcsrf</Typography.Text> lets Mizan&apos;s own pages, and no other site, act for you. Screens you have
        opened are remembered in this browser&apos;s local storage so a reload is quick; Logout clears both. Mizan uses no advertising or
        third-party tracking.
      </Paragraph>
    </InfoPage>
  );
}
