export { avatarColor, avatarInitials, firstName } from './lib/avatar';
export { CONTENT_MAX_WIDTH, DashboardLayout } from './ui/DashboardLayout';
export { Greeting, GREETING } from './ui/Greeting';
export { UserAvatar } from './ui/UserAvatar';
