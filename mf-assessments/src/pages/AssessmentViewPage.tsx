import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@mizan/shared';
import { AssessmentPreview } from '../components/assessment-view/AssessmentPreview';
import { GradingView } from '../components/assessment-view/GradingView';
import { parseViewRoute, type ViewKind } from '../state/view-route';

/**
 * /assessmentViewComponent (SPEC §2 "Assessment view/grading"). The query is
 * read both ways SPEC gives (state/view-route.ts); the mode picks the view.
 */
export function AssessmentViewPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const route = useMemo(() => parseViewRoute(search), [search]);
  const kind: ViewKind = route.kind;

  if (route.id === null) {
    return (
      <Result
        status="warning"
        title="This address does not say which assessment to show"
        subTitle="Open the assessment from the assessments list or from Taken Assessments."
        extra={<Button onClick={() => navigate(PATHS.assessments)}>Assessments</Button>}
      />
    );
  }
  if (kind === 'teacher') return <GradingView key={`teacher:${route.id}`} id={route.id} editable />;
  if (kind === 'student') return <GradingView key={`student:${route.id}`} id={route.id} editable={false} />;
  return <AssessmentPreview key={`${kind}:${route.id}`} id={route.id} kind={kind} />;
}
