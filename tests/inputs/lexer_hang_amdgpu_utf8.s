ly é
