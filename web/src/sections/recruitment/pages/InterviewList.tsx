import { interviewResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { withStatusTag } from '../components/company/status-column';
import { DeliverySelect } from '../components/delivery/DeliverySelect';

const STATUS_COLORS = { '1': 'blue', '2': 'green', '3': 'default', '4': 'red' };

/** 面试管理: interviews of applications, with their outcome. */
export default function InterviewList() {
  return (
    <ResourceListPage
      def={interviewResource}
      columns={withStatusTag('status', STATUS_COLORS)}
      form={{ formColumns: 2, formWidth: 860, fieldControls: { deliveryId: <DeliverySelect /> } }}
    />
  );
}
