// The Mantine components of the console and the public forms beyond sign-in, imported by the
// screens that use them (the console shell, register, reset password, candidate flow), so
// their CSS loads with those screens, after the shared base in main.tsx. Mantine's order holds:
// its base and shared dependencies (Input, Popover, ModalBase…) are already in main.tsx, and
// FloatingIndicator, the last shared one, comes first here.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
