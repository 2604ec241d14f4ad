import { Button, Flex, Typography, theme } from 'antd';
import { PATHS } from '@mizan/shared';
import { useNavigate } from 'react-router-dom';
import { BrandLogo } from '@mizan/shared/browser';

/** /home: the brand page (SPEC §2), with the way into the dashboard. */
export function HomePage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={8}
      style={{
        minHeight: '100vh',
        padding: 24,
        textAlign: 'center',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, #f4f7f7 60%)`,
      }}
    >
      <BrandLogo size={72} />
      <Typography.Title style={{ marginBottom: 0 }}>Mizan</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 460 }}>
        Online assessments and admissions for your school group: build and publish assessments, review applicants and grade their answers in
        one place.
      </Typography.Paragraph>
      <Button type="primary" size="large" onClick={() => navigate(PATHS.defaultLanding)}>
        Open the dashboard
      </Button>
    </Flex>
  );
}
