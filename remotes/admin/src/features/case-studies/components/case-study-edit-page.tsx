import { useParams } from 'react-router-dom';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';

export function CaseStudyEditPage() {
  const { id = '' } = useParams();
  return <AdminScreen title="Edit Case Study" intro={`Update the story, its images and its author details (case study ${id}).`} />;
}
