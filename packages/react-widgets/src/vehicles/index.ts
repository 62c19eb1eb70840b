// Vehicle widgets: status and subscription badges, the vehicle card and the vehicles page list.
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { SubscriptionBadge, type SubscriptionBadgeProps } from './SubscriptionBadge';
export { type CardVehicle, VehicleCard, type VehicleCardProps } from './VehicleCard';
export { VehicleList, type VehicleListLayout, type VehicleListProps } from './VehicleList';
